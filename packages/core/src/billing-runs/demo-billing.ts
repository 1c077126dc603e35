import type { Campaign } from '../campaigns/campaign.entity.js';
import { runningCountWrites } from '../campaigns/running-count.js';
import type { CampaignStatus } from '../campaigns/status.js';
import { runTransaction } from '../db/transaction.js';
import { PipelineCache, processLead } from '../leads/process-lead.js';
import { getConfig } from '../platform/config.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { billPeriod } from './period-bill.js';
import { closedPeriods } from './periods.js';
import { registerBillingRoot } from './setup-fee.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';

const DAY = 86_400_000;

/** The demo's status change, with the agency's running count in the same transaction. */
async function setStatus(c: Campaign, from: CampaignStatus, to: CampaignStatus, updatedAt?: string): Promise<void> {
  const res = await runTransaction(() =>
    createWriteTransaction({ campaign: campaignEntity, company: companyEntity }, ({ campaign, company }) => [
      campaign
        .patch({ rootId: c.rootId, campaignId: c.campaignId })
        .set({ status: to, ...(updatedAt ? { updatedAt } : {}) })
        .composite({ leadspeekType: c.leadspeekType, companyId: c.companyId, agencyId: c.agencyId })
        .commit(),
      ...runningCountWrites({ company }, c, from, to),
    ])
    .go(),
  );
  if (!res.ok) throw new Error(`The demo campaign ${c.campaignId} could not move from ${from} to ${to}: ${res.codes.join(', ')}`);
}
const NAMES = ['Ava Reed', 'Ben Ortiz', 'Cara Novak', 'Dev Shah', 'Elle Park', 'Finn Cole', 'Gia Russo'];

/**
 * Demo data for the billing runs: Globex Client pays weekly ($3.00 a Site ID lead, a $25.00
 * platform fee per week). Its campaign ran from 20 days ago until 5 days ago with two leads a day,
 * then was paused; the run made at seed time billed the closed weeks, so Invoices show paid
 * weekly invoices with their lead and platform-fee lines, and the current week is still open.
 */
export async function seedDemoBilling(rootId: string, clientId: string, campaign: Campaign, now: Date): Promise<void> {
  if (!getConfig().STRIPE_SECRET_KEY) return;
  const base = { CostSetAdvanced: 0, CostSetB2b: 0, PlatformFee: 0, CostMaxLead: 0, LimitLead: 0, LimitLeadFreq: 'day', minimumLimitLeads: 0, topupoptions: 'continual' };
  await clientCostEntity.put({ rootId, companyId: clientId, module: 'local', values: { ...base, PaymentTerm: 'Weekly', CostSet: 300, CostMonth: 2500 }, updatedAt: now.toISOString() }).go();
  await setStatus(campaign, campaign.status, 'running');
  const cache = new PipelineCache();
  for (let d = 19; d >= 6; d--) {
    for (let i = 0; i < 2; i++) {
      const name = NAMES[(d * 2 + i) % NAMES.length] as string;
      const [first, last] = name.split(' ') as [string, string];
      const at = new Date(now.getTime() - d * DAY + i * 3 * 3_600_000);
      await processLead(
        { lead_id: `demo-billing-${d}-${i}`, campaign_code: campaign.leadspeekApiId, received_at: at.toISOString(), email: `${first}.${last}.${d}${i}@example-mail.test`.toLowerCase(), first_name: first, last_name: last, city: 'Chicago', state: 'IL', zip: '60601' },
        { now: () => at },
        cache,
        { announce: false },
      );
    }
  }
  await setStatus(campaign, 'running', 'paused', new Date(now.getTime() - 5 * DAY).toISOString());
  await registerBillingRoot(rootId);
  // The demo's companies are created now, so the run's "not before the company existed" cut is passed by billing its weeks directly.
  const chain = await getCompanyWithAncestors(rootId, clientId);
  if (!chain?.parent) return;
  for (const period of closedPeriods(now, 'W')) await billPeriod(chain.company, chain.parent, period, { now: () => now });
}
