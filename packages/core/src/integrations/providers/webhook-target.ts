import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { afterSessionConfirmed } from '../../platform/session-gate.js';
import { isPublicAddress } from '../../settings/smtp-target.js';

/**
 * Where a client's webhook URL may point (docs/decisions.md, "Leads out: integrations and
 * delivery", Delivery). A webhook makes the platform call any address a client typed, so on AWS only
 * https and public addresses: the name is resolved by our own `lookup`, which refuses unless every
 * address it has is public, and the address the socket actually connected to is checked again
 * before a byte is written (an IP literal skips `lookup`; a name cannot answer differently between
 * check and use). Redirects are never followed. The embedded runtime (WEBHOOK_PRIVATE_TARGETS=allow)
 * allows http and loopback, so a person can point a webhook at the local receiver.
 */
export const privateTargetsAllowed = () => process.env.WEBHOOK_PRIVATE_TARGETS === 'allow';

export class BlockedTarget extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedTarget';
  }
}

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new BlockedTarget('The webhook URL resolves to a private or reserved address.'), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const first = addresses[0] as { address: string; family: number };
    return callback(null, first.address, first.family);
  });
};

/** Refuses what never may be called, before any connection: a scheme or address literal (AWS rules). */
export function assertWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedTarget('The webhook URL is not a valid address.');
  }
  if (url.username || url.password) throw new BlockedTarget('The webhook URL must not carry a user name or password.');
  const allowed = privateTargetsAllowed() ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) throw new BlockedTarget('The webhook URL must use https.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!privateTargetsAllowed() && isIP(host) && !isPublicAddress(host)) throw new BlockedTarget('The webhook URL points at a private or reserved address.');
  return url;
}

export interface TargetAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first 2 KB of the answer's body, for the delivery log. */
  body: string;
}

const MAX_BODY = 2048;

/** POSTs `body` to a webhook URL under the rules above, within `timeoutMs`; a redirect is answered as it came. */
export function postToWebhook(raw: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<TargetAnswer> {
  const url = assertWebhookUrl(raw);
  const guard = !privateTargetsAllowed();
  const client = url.protocol === 'https:' ? https : http;
  // A signed-in request (a test send) posts only once its session is live (platform/session-gate.ts).
  return afterSessionConfirmed().then(() => post(client, url, guard, headers, body, timeoutMs));
}

function post(client: typeof http | typeof https, url: URL, guard: boolean, headers: Record<string, string>, body: string, timeoutMs: number): Promise<TargetAnswer> {
  return new Promise<TargetAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        agent: false,
        ...(guard ? { lookup: guardedLookup } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < MAX_BODY) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (guard) {
      req.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          const addr = socket.remoteAddress;
          if (!addr || !isPublicAddress(addr)) req.destroy(new BlockedTarget('The webhook URL points at a private or reserved address.'));
        });
      });
    }
    req.end(body);
  });
}
