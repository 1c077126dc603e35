import type { Campaign } from '../campaigns/campaign.entity.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { runningCountWrites } from '../campaigns/running-count.js';
import { runTransaction } from '../db/transaction.js';
import { isSuppressed } from '../exclusions/suppression.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import { readWallet } from '../wallet/wallet-store.js';
import { statsDay } from './daily-stats.js';
import { LEAD_INGEST_QUEUE, type LeadReleaseMessage } from './ingest.contract.js';
import { leadPrice, type LeadPrice } from './lead-price.js';
import { chargeLead, settlePending } from './process-lead.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { leadEntity } from './lead.entity.js';

/**
 * Asks the lead worker to release a client's pending leads (after a top-up is credited, or a
 * campaign resumes). A lost message only delays them: the next top-up or resume asks again.
 */
export async function requestLeadRelease(rootId: string, companyId: string): Promise<void> {
  const msg: LeadReleaseMessage = { kind: 'release', rootId, companyId };
  try {
    await queue().send(LEAD_INGEST_QUEUE, msg);
  } catch (e) {
    console.error(JSON.stringify({ level: 'warn', msg: 'lead release not queued', rootId, companyId, error: String(e) }));
  }
}

/**
 * Campaigns the empty wallet stopped run again by themselves once the wallet can pay for one of
 * their leads (docs/decisions.md, Billing runs): the client did what the stop asked. Conditioned on still
 * being stopped for that reason, so a person's move meanwhile wins.
 */
async function resumeWalletStopped(rootId: string, companyId: string, clock: Clock): Promise<void> {
  const balance = (await readWallet(rootId, companyId))?.balanceCents ?? 0;
  for (const leadspeekType of CAMPAIGN_MODULES) {
    const stopped = (await campaignEntity.query.byCompany({ rootId, companyId, leadspeekType, status: 'stopped' }).go({ pages: 'all' })).data;
    for (const c of stopped.filter((s) => s.stopReason === 'wallet_empty')) {
      const price = await leadPrice(c);
      if (price.term === 'Prepaid' && balance < price.retailCents) continue;
      // A failed condition (a person moved it meanwhile) leaves it and the agency's running count as they are.
      await runTransaction(() =>
        createWriteTransaction({ campaign: campaignEntity, company: companyEntity }, ({ campaign, company }) => [
            campaign
              .patch({ rootId, campaignId: c.campaignId })
              .set({ status: 'running', updatedAt: clock.now().toISOString() })
              .remove(['stopReason'])
              .composite({ leadspeekType: c.leadspeekType, companyId: c.companyId, agencyId: c.agencyId })
              .where((a, op) => `${op.eq(a.status, 'stopped')} AND ${op.eq(a.stopReason, 'wallet_empty')}`)
              .commit(),
            ...runningCountWrites({ company }, c, 'stopped', 'running'),
          ])
          .go(),
      );
    }
  }
}

export interface ReleaseResult {
  delivered: number;
  /** Still waiting: the wallet ran out again, or their campaign is not running. */
  pending: number;
}

/**
 * The 'release' step of the lead worker: the client's pending leads (oldest first) go through the
 * rest of the pipeline (exclusion lists, limits, charge, delivery) as if they arrived now, each
 * moved on only while it is still pending, so a repeated or concurrent release charges each lead
 * once. Leads of a campaign that is not running wait for it to run; the first lead the wallet
 * cannot pay stops the campaign again and leaves the rest waiting.
 */
export async function releasePendingLeads(rootId: string, companyId: string, clock: Clock = systemClock): Promise<ReleaseResult> {
  await resumeWalletStopped(rootId, companyId, clock);
  const chain = await getCompanyWithAncestors(rootId, companyId);
  const result: ReleaseResult = { delivered: 0, pending: 0 };
  if (!chain?.parent) return result;
  const campaigns = new Map<string, Promise<Campaign | null>>();
  const prices = new Map<string, Promise<LeadPrice>>();
  let walletEmpty = false;
  for (const module of CAMPAIGN_MODULES) {
    const waiting = (
      await leadEntity.query.byCompany({ rootId, companyId, module })
        .where((a, op) => op.eq(a.status, 'pending'))
        .go({ pages: 'all' })
    ).data;
    for (const lead of waiting) {
      if (walletEmpty) {
        result.pending++;
        continue;
      }
      let campaign = campaigns.get(lead.campaignId);
      if (!campaign) {
        campaign = campaignEntity.get({ rootId, campaignId: lead.campaignId }).go().then((r) => r.data);
        campaigns.set(lead.campaignId, campaign);
      }
      const c = await campaign;
      if (c?.status !== 'running') {
        result.pending++;
        continue;
      }
      let price = prices.get(c.campaignId);
      if (!price) {
        price = leadPrice(c);
        prices.set(c.campaignId, price);
      }
      const day = statsDay(new Date(lead.receivedAt), chain.company.timezone ?? 'America/Chicago');
      // Lists change while a lead waits: one on a list now is suppressed, as if it arrived now.
      if (lead.email && (await isSuppressed({ root: chain.root, client: chain.company, campaign: c }, lead.email))) {
        await settlePending({ ...lead, status: 'suppressed', statusReason: 'On an exclusion list' }, day);
        continue;
      }
      const outcome = await chargeLead({ c, chain, lead, price: await price, day, now: clock.now(), clock, mode: 'release', announce: true });
      if (outcome === 'delivered') result.delivered++;
      if (outcome === 'pending') {
        walletEmpty = true;
        result.pending++;
      }
    }
  }
  return result;
}
