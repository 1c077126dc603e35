import type { Campaign } from '../campaigns/campaign.entity.js';
import { MODULE_LABELS } from '../campaigns/modules.js';
import { isConditionFailure } from '../db/conditions.js';
import type { TxEntities } from '../db/transaction.js';
import { statsDay } from '../leads/daily-stats.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { BillingRun } from './billing-run.entity.js';
import { chargeRun, claimRun, getRun, type RunOutcome } from './charge-run.js';
import { agencyCostStructure, clientModules, wholesaleFees } from './fees.js';
import { billingRootEntity } from './billing-run.entity.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** The billing event a campaign's first start records (one per campaign: its id is the campaign's). */
export const setupEventId = (campaignId: string) => `setup-${campaignId}`;
export const setupRunKey = (campaignId: string) => `setup-fee:${campaignId}`;

/**
 * What a campaign's FIRST start writes in the same transaction as the start (created running, or
 * the first resume: the transaction that sets firstStartedAt): its set-up fee billing event, and its
 * platform on the daily billing run's list (a put: every first start of the platform writes the one
 * item, so the caller runs the transaction with runTransaction, which tries a conflict again).
 * In the start's transaction, so no process dying after it can leave a platform the run never
 * walks. The fee is settled right after by `settleSetupFeeAfterStart`; the daily run settles one a
 * stopped request left pending.
 */
export function firstStartWrites(tx: Pick<TxEntities, 'billingEvent' | 'billingRoot'>, c: Pick<Campaign, 'rootId' | 'companyId' | 'campaignId'>, byUserId: string, now: string) {
  return [
    tx.billingEvent.create({ rootId: c.rootId, companyId: c.companyId, eventId: setupEventId(c.campaignId), createdAt: now, type: 'campaign_setup_fee', byUserId }).commit(),
    tx.billingRoot.put({ rootId: c.rootId }).commit(),
  ];
}

/** Puts a platform on the billing runs' list outside a start (the demo's seeded billing). */
export const registerBillingRoot = (rootId: string) => billingRootEntity.put({ rootId }).go();

async function markEvent(rootId: string, companyId: string, campaignId: string, createdAt: string, status: 'settled' | 'failed') {
  try {
    await billingEventEntity.patch({ rootId, companyId, createdAt, eventId: setupEventId(campaignId) }).set({ status }).where((a, op) => op.ne(a.status, 'settled')).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * Charges a campaign's one-time set-up fee (docs/product.md, Prices and costs): the client's `PlatformFee`
 * for the campaign's module, to the client's card; under manual bill the agency's wholesale set-up fee to the
 * agency's card. Keyed by the campaign, so it is charged once whatever happens later (pauses, resumes, a
 * second settle). No fee set: nothing is charged and the event is settled.
 */
export async function settleSetupFee(rootId: string, campaignId: string, eventAt: string, clock: Clock = systemClock): Promise<RunOutcome> {
  const c = (await campaignEntity.get({ rootId, campaignId }).go()).data;
  if (!c) return 'empty';
  let run = await getRun(rootId, setupRunKey(campaignId));
  if (!run) {
    const chain = await getCompanyWithAncestors(rootId, c.companyId);
    if (!chain?.parent) return 'empty';
    const { company: client, parent: agency } = chain;
    const terms = (await clientModules(rootId, client.companyId)).get(c.leadspeekType);
    const wholesale = terms ? wholesaleFees(await agencyCostStructure(rootId, agency.companyId), c.leadspeekType, terms.term).setupCents : 0;
    const retail = terms?.setupRetailCents ?? 0;
    const manual = Boolean(agency.manualBill);
    const amountCents = manual ? wholesale : retail;
    const now = clock.now().toISOString();
    const description = `Set-up fee, ${c.campaignName} (${MODULE_LABELS[c.leadspeekType]})`;
    const item: BillingRun = {
      rootId,
      runKey: setupRunKey(campaignId),
      kind: 'setup_fee',
      payerId: manual ? agency.companyId : client.companyId,
      agencyId: agency.companyId,
      period: campaignId,
      month: statsDay(new Date(c.firstStartedAt ?? eventAt), client.timezone ?? 'America/Chicago').slice(0, 7),
      status: amountCents > 0 ? 'pending' : 'empty',
      description,
      lines: amountCents > 0 ? [{ description: manual ? `${description} for ${client.name}` : description, quantity: 1, unitCents: amountCents }] : [],
      amountCents,
      retailCents: retail,
      wholesaleCents: wholesale,
      feeWholesaleCents: wholesale,
      createdAt: now,
      updatedAt: now,
    };
    run = await claimRun(item);
  }
  const out = await chargeRun(run, clock);
  if (out !== 'processing') await markEvent(rootId, c.companyId, campaignId, eventAt, out === 'failed' ? 'failed' : 'settled');
  return out;
}

/** Settles the set-up fees of a client left pending (a request stopped between the start and its charge). */
export async function settlePendingSetupFees(rootId: string, clientId: string, clock: Clock = systemClock): Promise<number> {
  const res = await billingEventEntity.query.byCompany({ rootId, companyId: clientId }).where((a, op) => `${op.eq(a.status, 'pending')} AND ${op.eq(a.type, 'campaign_setup_fee')}`).go({ pages: 'all' });
  for (const ev of res.data) await settleSetupFee(rootId, ev.eventId.slice('setup-'.length), ev.createdAt, clock);
  return res.data.length;
}

/**
 * Called by the campaign moves right after a first start: a failed charge must not undo the start
 * (the campaign then follows the failed-payment choice). Answers the outcome; undefined when the
 * charge could not be made now (the daily run settles the pending event).
 */
export async function settleSetupFeeAfterStart(rootId: string, campaignId: string, eventAt: string, clock: Clock = systemClock): Promise<RunOutcome | undefined> {
  try {
    return await settleSetupFee(rootId, campaignId, eventAt, clock);
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'set-up fee not settled; the daily billing run settles it', campaignId, error: e instanceof Error ? e.message : String(e) }));
    return undefined;
  }
}
