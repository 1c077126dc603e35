import { lookup } from 'node:dns/promises';
import type { Actor } from '../access/actor.js';
import { readableCampaign } from '../campaigns/campaign-access.js';
import { validationError } from '../shared/errors.js';
import { isPublicAddress } from '../settings/smtp-target.js';
import { CRAWL_BLOCKED } from './lead-tools.contract.js';
import { afterSessionConfirmed } from '../platform/session-gate.js';

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;
const MAX_BYTES = 2 * 1024 * 1024;

/** The one 504 answer for a page that could not be read (blocked, timed out, refused, too many redirects). */
class CrawlBlocked extends Error {
  constructor() {
    super(CRAWL_BLOCKED);
  }
}

/** Private, loopback and link-local targets are refused on AWS; the embedded runtime allows them (its demo site is on loopback). */
const privateAllowed = () => process.env.EMBED_CHECK_PRIVATE_TARGETS === 'allow';

async function assertPublic(url: URL): Promise<void> {
  if (privateAllowed()) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addrs = await lookup(host, { all: true }).catch(() => []);
  if (addrs.length === 0 || addrs.some((a) => !isPublicAddress(a.address))) throw new CrawlBlocked();
}

async function readPage(start: URL, deadline: AbortSignal): Promise<string> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlBlocked();
    await assertPublic(url);
    await afterSessionConfirmed();
    const res = await fetch(url, { redirect: 'manual', signal: deadline, headers: { 'user-agent': 'LeadEngineEmbedCheck/1.0', accept: 'text/html,*/*' } });
    if (res.status >= 300 && res.status < 400) {
      const next = res.headers.get('location');
      await res.body?.cancel();
      if (!next) throw new CrawlBlocked();
      url = new URL(next, url);
      continue;
    }
    if (!res.ok || !res.body) throw new CrawlBlocked();
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      chunks.push(value);
      if (size >= MAX_BYTES) {
        await reader.cancel();
        break;
      }
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  throw new CrawlBlocked();
}

/**
 * POST /api/leadspeek/check-embed-code: fetches the client's page (10 s in all, at most 5
 * redirects, public addresses only on AWS) and answers whether the campaign's pixel code is on it.
 */
export async function checkEmbedCode(actor: Actor, campaignId: string, rawUrl: string) {
  const { campaign } = await readableCampaign(actor, campaignId);
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(rawUrl) ? rawUrl : `https://${rawUrl}`);
  } catch {
    throw validationError('Enter the address of the page that carries the embed code.', { url: ['Enter a valid address.'] });
  }
  const codes = [campaign.urlCode, campaign.urlCodeThankyou].filter((c): c is string => Boolean(c));
  if (codes.length === 0) throw validationError('This campaign has no embed code.');
  let html: string;
  try {
    html = await readPage(url, AbortSignal.timeout(TIMEOUT_MS));
  } catch {
    return { status: 504, body: { result: 'failed from crawl', status: 'not exist', message: CRAWL_BLOCKED } };
  }
  const found = codes.some((code) => html.includes(`/api/pixel/${code}.js`));
  return found
    ? { status: 200, body: { result: 'success', status: 'exist', message: 'The embed code was found on your page.' } }
    : { status: 200, body: { result: 'success', status: 'not exist', message: 'The embed code was not found on your page.' } };
}
