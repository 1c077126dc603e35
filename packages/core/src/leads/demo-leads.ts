import { createHash } from 'node:crypto';
import type { Campaign } from '../campaigns/campaign.entity.js';
import type { IncomingLead } from './ingest.contract.js';
import { PipelineCache, processLead } from './process-lead.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'Carlos', 'Maria', 'Wei', 'Aisha', 'Omar', 'Priya', 'Liam', 'Olivia', 'Noah', 'Emma'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Lee', 'Nguyen', 'Patel', 'Kim', 'Chen', 'Walker', 'King'];
const PLACES: [string, string, string][] = [['Chicago', 'IL', '60601'], ['Springfield', 'IL', '62701'], ['Naperville', 'IL', '60540'], ['Evanston', 'IL', '60201'], ['Oak Park', 'IL', '60301']];
const KEYWORDS = ['sourdough bread', 'artisan bakery', 'wedding cake'];
const PAGES = ['/', '/menu', '/order-online', '/catering', '/about'];

const n = (seed: string, mod: number) => createHash('sha256').update(seed).digest().readUInt32BE(0) % mod;

/** A seeded demo person, or (every 15th) one of Bob's former customers on his exclusion list. */
function demoLead(c: Campaign, i: number, at: Date): IncomingLead {
  const seed = `${c.campaignId}:${i}`;
  const first = FIRST[n(`${seed}f`, FIRST.length)] as string;
  const last = LAST[n(`${seed}l`, LAST.length)] as string;
  const [city, state, zip] = PLACES[n(`${seed}p`, PLACES.length)] as [string, string, string];
  const email = i % 15 === 7 ? `former.customer${(i % 24) + 1}@bobsbakery-demo.test` : `${first}.${last}.${i}@example-mail.test`.toLowerCase();
  return {
    lead_id: `demo-${i}`,
    campaign_code: c.leadspeekApiId,
    received_at: at.toISOString(),
    email,
    first_name: first,
    last_name: last,
    phone: `(312) 555-${String(1000 + n(`${seed}t`, 9000))}`,
    address: `${100 + n(`${seed}a`, 9000)} Main St`,
    city,
    state,
    zip,
    ...(c.leadspeekType === 'locator' ? { keyword: KEYWORDS[n(`${seed}k`, KEYWORDS.length)] } : { url: `https://bobsbakery-demo.test${PAGES[n(`${seed}u`, PAGES.length)]}` }),
  };
}

/**
 * Demo data: `count` leads spread over the last 30 days (but the last `quietDays`) for each campaign, through the pipeline's
 * own step (so suppression, limits, charges and daily stats are as real ones), several at a time.
 * Nothing is e-mailed or announced for them.
 */
export async function seedDemoLeads(campaigns: Campaign[], count: number, now: Date, opts: { quietDays?: number } = {}): Promise<void> {
  const cache = new PipelineCache();
  // The last `quietDays` days get none (the demo's under-performing campaign).
  const end = now.getTime() - (opts.quietDays ?? 0) * 86_400_000;
  const span = (29.5 - (opts.quietDays ?? 0)) * 86_400_000;
  for (const c of campaigns) {
    const leads = Array.from({ length: count }, (_, i) => demoLead(c, i, new Date(end - Math.floor(((count - i) / count) * span) - n(`${c.campaignId}:${i}:m`, 3_600_000))));
    for (let i = 0; i < leads.length; i += 8) {
      await Promise.all(leads.slice(i, i + 8).map((l) => processLead(l, { now: () => now }, cache, { announce: false })));
    }
  }
}

/** The demo client's prices: Bob's Bakery is prepaid, $2.50 an advanced Site ID lead, $1.50 a Search ID lead. */
export async function seedDemoPrices(rootId: string, clientId: string, now: Date): Promise<void> {
  const base = { PaymentTerm: 'Prepaid', CostSet: 0, CostSetAdvanced: 0, CostSetB2b: 0, CostMonth: 0, PlatformFee: 0, CostMaxLead: 0, LimitLead: 0, LimitLeadFreq: 'day', minimumLimitLeads: 0, topupoptions: 'continual' };
  await clientCostEntity.put({ rootId, companyId: clientId, module: 'local', values: { ...base, CostSet: 200, CostSetAdvanced: 250 }, updatedAt: now.toISOString() }).go();
  await clientCostEntity.put({ rootId, companyId: clientId, module: 'locator', values: { ...base, CostSet: 150 }, updatedAt: now.toISOString() }).go();
}
