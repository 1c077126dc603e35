import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { ReceivedCall } from './server.js';
import type { FakeProvider, FakeRequest, FakeResponse } from './types.js';

/**
 * The local webhook receiver (docs/decisions.md, "Leads out: integrations and delivery",
 * Delivery): what a client's endpoint should do with our webhooks. Each endpoint is a name under
 * `/_local/webhook-receiver/{name}` on the platform's own origin. It verifies the Standard Webhooks
 * signature with the `standardwebhooks` package against the endpoint's live secrets (pasted for the
 * name, or looked up through core by the integration the webhook-id names), dedupes by webhook-id
 * (a re-sent lead is answered 200 and not taken twice), records every call, valid or not, and can
 * be told to fail its next calls, answer 410 or 429.
 */
export interface WebhookCall {
  seq: number;
  endpoint: string;
  at: string;
  webhookId: string;
  /** The signature matched one of the endpoint's secrets and the timestamp is within 5 minutes. */
  valid: boolean;
  /** A valid call whose webhook-id was taken before. */
  duplicate: boolean;
  status: number;
  why?: string;
  event?: unknown;
}

export interface ReceiverFault {
  remaining: number;
  status: number;
  retryAfterSeconds?: number | undefined;
}

export interface WebhookReceiver extends FakeProvider {
  /** The next `count` calls to `endpoint` answer `status` (500 by default; 410 or 429 with Retry-After). */
  failNext(endpoint: string, fault: { count: number; status?: number; retryAfterSeconds?: number }): void;
  /** A secret pasted for the endpoint (used before the lookup through core). */
  setSecret(endpoint: string, secret: string): void;
  calls(endpoint?: string): WebhookCall[];
  /** Valid, first-time calls: the leads the endpoint took. */
  accepted(endpoint?: string): WebhookCall[];
  /** The calls as the /_local/integrations page lists them. */
  received(): ReceivedCall[];
}

export interface WebhookReceiverOptions {
  /**
   * The live secrets of the integration a webhook-id names (`<leadId>:<integrationId>`), through
   * core; `fresh` asks for a read made now (a lookup may answer from a recent read).
   */
  lookupSecrets?: (webhookId: string, fresh: boolean) => Promise<string[]>;
  /** The platform's clock, which /_local/clock may have moved (the tolerance is read against it). */
  now?: () => Date;
  keep?: number;
}

const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks one call's signature with the package's own signer: the expected `v1,` signature of
 * id.timestamp.body under each secret against each one sent (constant time), and the timestamp
 * against the platform's clock, since the package's verify() reads the machine's and the platform's
 * may have been moved forward.
 */
export function verifyStandardWebhook(body: string, headers: Record<string, string | undefined>, secrets: string[], now: Date): { ok: true } | { ok: false; why: string; bySecret?: true } {
  const id = headers['webhook-id'];
  const ts = headers['webhook-timestamp'];
  const sig = headers['webhook-signature'];
  if (!id || !ts || !sig) return { ok: false, why: 'Missing webhook-id, webhook-timestamp or webhook-signature.' };
  const seconds = Number(ts);
  if (!Number.isInteger(seconds)) return { ok: false, why: 'webhook-timestamp is not a number of seconds.' };
  if (Math.abs(now.getTime() / 1000 - seconds) > TOLERANCE_SECONDS) return { ok: false, why: 'webhook-timestamp is more than 5 minutes away.' };
  if (secrets.length === 0) return { ok: false, why: 'No secret is known for this endpoint.', bySecret: true };
  const sent = sig.split(' ').filter((s) => s.startsWith('v1,'));
  for (const secret of secrets) {
    let expected: Buffer;
    try {
      expected = Buffer.from(new Webhook(secret).sign(id, new Date(seconds * 1000), body));
    } catch {
      continue;
    }
    if (sent.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected))) return { ok: true };
  }
  return { ok: false, why: 'No signature matches the endpoint secret.', bySecret: true };
}

export function createWebhookReceiver(opts: WebhookReceiverOptions = {}): WebhookReceiver {
  const keep = opts.keep ?? 5000;
  const now = opts.now ?? (() => new Date());
  let calls: WebhookCall[] = [];
  let taken = new Map<string, Set<string>>();
  let faults = new Map<string, ReceiverFault>();
  let pasted = new Map<string, string>();
  let seq = 0;

  const record = (c: Omit<WebhookCall, 'seq' | 'at'>) => {
    calls.push({ ...c, seq: ++seq, at: now().toISOString() });
    if (calls.length > keep) calls.splice(0, calls.length - keep);
  };

  async function receive(endpoint: string, req: FakeRequest): Promise<FakeResponse> {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    const webhookId = headers['webhook-id'] ?? '';
    const paste = pasted.get(endpoint);
    const lookup = !paste && webhookId ? opts.lookupSecrets : undefined;
    const secretsNow = (fresh: boolean) => (lookup ? lookup(webhookId, fresh).catch(() => []) : Promise.resolve(paste ? [paste] : []));
    let check = verifyStandardWebhook(req.rawBody, headers, await secretsNow(false), now());
    // Signed with a secret the lookup's recent read did not hold (rotated since): read once more before refusing.
    if (lookup && !check.ok && check.bySecret) check = verifyStandardWebhook(req.rawBody, headers, await secretsNow(true), now());
    const fault = faults.get(endpoint);
    if (fault) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults.delete(endpoint);
      record({ endpoint, webhookId, valid: check.ok, duplicate: false, status: fault.status, why: `told to answer ${fault.status}` });
      return { status: fault.status, headers: fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {}, body: { message: `Told to answer ${fault.status}.` } };
    }
    if (!check.ok) {
      record({ endpoint, webhookId, valid: false, duplicate: false, status: 401, why: check.why });
      return { status: 401, body: { message: check.why } };
    }
    const seen = taken.get(endpoint) ?? new Set<string>();
    taken.set(endpoint, seen);
    const duplicate = seen.has(webhookId);
    seen.add(webhookId);
    let event: unknown;
    try {
      event = JSON.parse(req.rawBody);
    } catch {
      event = req.rawBody;
    }
    record({ endpoint, webhookId, valid: true, duplicate, status: 200, event });
    return { status: 200, body: { received: true, duplicate } };
  }

  return {
    name: 'webhook',
    async handle(req) {
      const m = /^\/([\w-]{1,64})(\/_fail|\/_secret)?\/?$/.exec(req.path);
      if (!m) return { status: 404, body: { message: 'Name the endpoint: /_local/webhook-receiver/{name}.' } };
      const endpoint = m[1] as string;
      if (req.method === 'GET' && !m[2]) return { status: 200, body: { endpoint, calls: calls.filter((c) => c.endpoint === endpoint) } };
      if (req.method !== 'POST') return { status: 405, body: { message: 'Method Not Allowed' } };
      if (m[2]) {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(req.rawBody || '{}') as Record<string, unknown>;
        } catch {
          return { status: 422, body: { message: 'Send JSON.' } };
        }
        if (m[2] === '/_secret') {
          if (typeof body.secret !== 'string' || !body.secret.startsWith('whsec_')) return { status: 422, body: { message: 'secret must be a whsec_ secret.' } };
          pasted.set(endpoint, body.secret);
          return { status: 200, body: { endpoint, secret: 'set' } };
        }
        const count = typeof body.count === 'number' ? Math.max(1, Math.floor(body.count)) : 1;
        const status = typeof body.status === 'number' ? body.status : 500;
        const retryAfterSeconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : undefined;
        faults.set(endpoint, { remaining: count, status, retryAfterSeconds });
        return { status: 201, body: { endpoint, failNext: count, status } };
      }
      return receive(endpoint, req);
    },
    failNext(endpoint, f) {
      faults.set(endpoint, { remaining: f.count, status: f.status ?? 500, retryAfterSeconds: f.retryAfterSeconds });
    },
    setSecret(endpoint, secret) {
      pasted.set(endpoint, secret);
    },
    calls: (endpoint) => calls.filter((c) => !endpoint || c.endpoint === endpoint),
    accepted: (endpoint) => calls.filter((c) => c.valid && !c.duplicate && c.status === 200 && (!endpoint || c.endpoint === endpoint)),
    received: () =>
      calls.map((c) => ({
        seq: c.seq,
        provider: 'webhook',
        method: 'POST',
        path: `/${c.endpoint}`,
        at: c.at,
        status: c.status,
        summary: `${c.webhookId || '(no webhook-id)'}: ${c.valid ? (c.duplicate ? 'valid, duplicate' : 'valid') : `invalid (${c.why ?? ''})`}`,
        ms: 0,
      })),
    snapshot: () => ({ endpoints: [...taken.entries()].map(([endpoint, ids]) => ({ endpoint, taken: ids.size })), faults: Object.fromEntries(faults) }),
    reset() {
      calls = [];
      taken = new Map();
      faults = new Map();
      pasted = new Map();
    },
  };
}
