import { z } from 'zod';
import { POLICIES_PIXEL } from './pixel-policy.js';
import { takeAttempt } from '../identity/throttle.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { leadProvider } from '../platform/lead-provider.js';
import { notFound, rateLimited } from '../shared/errors.js';
import { campaignCodeEntity } from '../campaigns/campaign-code.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** POST /api/pixel/{urlCode}/hit: one page view on the client's site. */
export const pixelHitSchema = z.object({
  visitor_id: z.string().trim().min(8).max(128).regex(/^[\w.-]+$/, 'The visitor id is not valid.'),
  url: z.url().max(2000),
  referrer: z.union([z.url().max(2000), z.literal('')]).optional(),
  /** Test-only identity: the local simulator honours it; the production provider never receives it. */
  sim_email: z.email().max(320).optional(),
});
export type PixelHit = z.infer<typeof pixelHitSchema>;

export const pixelCodeSchema = z.string().trim().min(4).max(64).regex(/^[\w-]+$/, 'The pixel code is not valid.');

/** The campaign a pixel code belongs to: its page code or its thank-you page code. */
async function pixelCampaign(code: string) {
  const claim = (await campaignCodeEntity.get({ code }).go()).data;
  if (!claim || (claim.kind !== 'pixel' && claim.kind !== 'thankyou')) return undefined;
  return (await campaignEntity.get({ rootId: claim.rootId, campaignId: claim.campaignId }).go()).data ?? undefined;
}

/**
 * A pixel hit: counted against the code and address (a client's busy site is fine, a flood is
 * refused 429), then handed to the provider, which resolves the visitor to a person and sends the
 * lead back through the ingest queue. Hits for campaigns that are not running are accepted and
 * ignored (the code stays on the site while a campaign is paused).
 */
export async function recordPixelHit(code: string, hit: PixelHit, meta: { ip?: string | undefined; userAgent?: string | undefined }, clock: Clock = systemClock): Promise<{ result: 'success' }> {
  const c = await pixelCampaign(code);
  if (!c || c.status === 'removed') throw notFound('Pixel not found.');
  const attempt = await takeAttempt({ rootId: c.rootId, scope: 'pixel', subject: `${code}|${meta.ip ?? '-'}` }, POLICIES_PIXEL, clock);
  if (!attempt) throw rateLimited('Too many page views from this address. Please try again later.');
  if (c.status !== 'running' || !c.urlCode) return { result: 'success' };
  await leadProvider().recordVisit({
    urlCode: c.urlCode,
    visitorId: hit.visitor_id,
    url: hit.url,
    referrer: hit.referrer || undefined,
    simEmail: hit.sim_email,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
    at: clock.now().toISOString(),
  });
  return { result: 'success' };
}

/** GET /api/pixel/{urlCode}.js: the script the embed code loads. It posts each page view to the hit route of the host it came from. */
export function pixelScript(code: string): string {
  const c = JSON.stringify(code);
  return `(function(){try{var s=document.currentScript;var o=s&&s.src?new URL(s.src).origin:location.origin;var k='_lp_vid',v;try{v=localStorage.getItem(k)}catch(e){}
if(!v){v=(window.crypto&&crypto.randomUUID?crypto.randomUUID():Date.now().toString(36)+Math.random().toString(36).slice(2));try{localStorage.setItem(k,v)}catch(e){}}
var b={visitor_id:v,url:location.href,referrer:document.referrer||''};if(window.__pixelSimEmail)b.sim_email=window.__pixelSimEmail;
fetch(o+'/api/pixel/'+encodeURIComponent(${c})+'/hit',{method:'POST',mode:'cors',keepalive:true,headers:{'content-type':'text/plain'},body:JSON.stringify(b)}).catch(function(){});}catch(e){}})();
`;
}
