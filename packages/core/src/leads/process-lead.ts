import { createHash } from 'node:crypto';
import type { Campaign } from '../campaigns/campaign.entity.js';
import { reidentificationDays } from '../campaigns/modules.js';
import { stopCampaign } from '../campaigns/stop-campaigns.js';
import { STOP_REASON_MESSAGES } from '../campaigns/status.js';
import { entityGetter, readAlone, type ReadOne } from '../db/batch-get.js';
import { isConditionFailure } from '../db/conditions.js';
import type { TxEntities, TxOf } from '../db/transaction.js';
import { isSuppressed } from '../exclusions/suppression.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { queue } from '../platform/queue.js';
import { getCompanyWithAncestors, type CompanyChain } from '../tenancy/companies.js';
import { debitItems, tellTopupWorker } from '../wallet/debit.js';
import { needsTopup } from '../wallet/crossing.js';
import { readWallet, runWalletTx } from '../wallet/wallet-store.js';
import { dailyStatsAdd, prepaidStatsAdd, statsDay, statsKeys } from './daily-stats.js';
import { revenueWrites } from '../reports/revenue-stats.js';
import type { IncomingLead } from './ingest.contract.js';
import { LEAD_DELIVERY_QUEUE, type LeadDeliveryMessage } from './delivery.contract.js';
import { leadPrice, type LeadPrice } from './lead-price.js';
import type { LeadStatus } from './lead-status.js';
import type { Lead } from './lead.entity.js';
import type { PersonClaim } from './person-claim.entity.js';
import { billingPeriod, limitPeriod, withinDays } from './limit-periods.js';
import { periodRunKey } from '../billing-runs/billing-run.entity.js';
import { nextPeriod } from '../billing-runs/periods.js';
import { createWriteTransaction } from 'electrodb';
import { leadAccrualEntity } from './lead-accrual.entity.js';
import { billingRunEntity } from '../billing-runs/billing-run.entity.js';
import { revenueStatsEntity } from '../reports/revenue-stats.entity.js';
import { walletEntity } from '../wallet/wallet.entity.js';
import { walletTxEntity } from '../wallet/wallet.entity.js';
import { leadEntity } from './lead.entity.js';
import { personClaimEntity } from './person-claim.entity.js';
import { campaignCodeEntity } from '../campaigns/campaign-code.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { dailyStatsEntity } from './daily-stats.entity.js';
import { leadCounterEntity } from './lead-counter.entity.js';

export type LeadOutcome = LeadStatus | 'duplicate' | 'dropped';

/**
 * Reads shared by the leads of one worker batch (a campaign, its companies, its prices), and how
 * the leads read their own items: alone, or, for a batch handled together, gathered into shared
 * BatchGetItem requests (`coalescingReader`).
 */
export class PipelineCache {
  readonly campaigns = new Map<string, Promise<Campaign | undefined>>();
  readonly chains = new Map<string, Promise<CompanyChain | undefined>>();
  readonly prices = new Map<string, Promise<LeadPrice>>();
  constructor(readonly read: ReadOne = readAlone) {}
}

const leadGetter = (rootId: string, leadId: string) => entityGetter<Lead>(leadEntity, { rootId, leadId });
const claimGetter = (key: { rootId: string; campaignId: string; personKey: string }) => entityGetter<PersonClaim>(personClaimEntity, key);

/** The stored lead's id: the provider's id within the campaign (same lead twice, same id). */
export const storedLeadId = (campaignId: string, providerLeadId: string) =>
  `ld${createHash('sha256').update(`${campaignId}:${providerLeadId}`).digest('hex').slice(0, 30)}`;

export async function campaignByCode(code: string): Promise<Campaign | undefined> {
  const claim = (await campaignCodeEntity.get({ code }).go()).data;
  if (!claim || (claim.kind !== 'api' && claim.kind !== 'pixel')) return undefined;
  return (await campaignEntity.get({ rootId: claim.rootId, campaignId: claim.campaignId }).go()).data ?? undefined;
}

const memo = <T>(m: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> => {
  let p = m.get(key);
  if (!p) {
    p = load();
    m.set(key, p);
  }
  return p;
};

const DAY_MS = 86_400_000;

/** The earliest received_at a claim may have and still hold the person (null: any claim holds, "never"). */
function windowStart(c: Campaign, receivedAt: string): string | null {
  const days = reidentificationDays(c.reidentificationtype ?? 'never');
  return days === null ? null : new Date(Date.parse(receivedAt) - days * DAY_MS).toISOString();
}

/** Does this claim (the campaign's on the person) hold the person within the re-identification window (ever, for "never")? */
function holdsPerson(c: Campaign, claim: PersonClaim | undefined, receivedAt: Date): boolean {
  const from = windowStart(c, receivedAt.toISOString());
  return Boolean(claim) && (from === null || (claim?.lastSeenAt ?? '') >= from);
}


/**
 * The lead's claim on its person, in the lead's own transaction: created if the campaign holds no
 * claim on the person, or (an N-day window) only one older than the window. Of two sightings at
 * once, the second one's transaction fails here and it is dropped as a repeat.
 */
function claimPerson(tx: TxEntities['personClaim'], c: Campaign, lead: Lead) {
  const from = windowStart(c, lead.receivedAt);
  return tx
    .put({ rootId: c.rootId, campaignId: c.campaignId, personKey: lead.personKey, leadId: lead.leadId, lastSeenAt: lead.receivedAt })
    .where((a, op) => (from === null ? op.notExists(a.leadId) : `${op.notExists(a.leadId)} OR ${op.lt(a.lastSeenAt, from)}`))
    .commit();
}

function leadFields(l: IncomingLead): Partial<Lead> {
  const pick = {
    firstName: l.first_name,
    lastName: l.last_name,
    phone: l.phone,
    address: l.address,
    city: l.city,
    state: l.state,
    zip: l.zip,
    companyName: l.company_name,
    jobTitle: l.job_title,
    keyword: l.keyword,
    url: l.url,
    referrer: l.referrer,
  };
  return Object.fromEntries(Object.entries(pick).filter(([, v]) => v)) as Partial<Lead>;
}

export function deliveryMessage(lead: Lead, c: Pick<Campaign, 'leadspeekApiId'>, notifyAt: number[] = []): LeadDeliveryMessage {
  const notifyAdmins = notifyAt.at(-1);
  return {
    kind: 'lead.delivered',
    version: 1,
    rootId: lead.rootId,
    leadId: lead.leadId,
    campaignId: lead.campaignId,
    leadspeekApiId: c.leadspeekApiId,
    companyId: lead.companyId,
    agencyId: lead.agencyId,
    module: lead.module,
    test: lead.status === 'test',
    receivedAt: lead.receivedAt,
    ...(notifyAdmins ? { notifyAdmins, notifyAdminsAt: notifyAt } : {}),
    lead: {
      email: lead.email,
      first_name: lead.firstName,
      last_name: lead.lastName,
      phone: lead.phone,
      address: lead.address,
      city: lead.city,
      state: lead.state,
      zip: lead.zip,
      company_name: lead.companyName,
      job_title: lead.jobTitle,
      keyword: lead.keyword,
      url: lead.url,
      referrer: lead.referrer,
    },
  };
}

/**
 * The lead pipeline for one provider lead (the 'lead-ingest' worker's step), in the issue's order:
 * the campaign must be running; no e-mail with requireemailaddress drops it; a person this campaign
 * delivered within the re-identification window drops it; an e-mail on the root's, the client's or
 * the campaign's list stores it as suppressed; outside the campaign's days or past LimitLead /
 * CostMaxLead stores it as over-limit; otherwise it is charged and delivered. Neither suppressed
 * nor over-limit leads are charged or delivered.
 *
 * The lead's row, its charge (the prepaid wallet's debit and ledger row keyed by the lead, or the
 * accrual to the open billing period), its limit counters and its day's counters are one
 * transaction; the lead's row is created only if absent, so a redelivered message changes nothing.
 */
export async function processLead(input: IncomingLead, clock: Clock = systemClock, cache = new PipelineCache(), opts: { announce?: boolean } = {}): Promise<LeadOutcome> {
  const step = await prepareLead(input, clock, cache);
  if ('outcome' in step) {
    if (step.announce) await announce(step.announce, step.campaign);
    return step.outcome;
  }
  if ('uncharged' in step) return storeUncharged(step.uncharged, step.day);
  return chargeLead({ ...step.charge, announce: opts.announce !== false });
}

/**
 * What the pipeline's reads decide for one lead, before anything is written: an answer already (a
 * repeat, a drop; a repeat that was delivered is announced again), a lead to store uncharged, or a
 * lead to charge.
 */
export type PreparedLead =
  | { outcome: LeadOutcome; announce?: Lead; campaign: Campaign }
  | { outcome: LeadOutcome; announce?: undefined; campaign?: undefined }
  | { uncharged: Lead; day: string; campaign: Campaign }
  | { charge: Omit<ChargeInput, 'announce'> };

/** Marks a read started ahead as handled: a lead decided before it is awaited must not leave an unhandled rejection. */
const ahead = <T>(p: Promise<T>): Promise<T> => {
  p.catch(() => undefined);
  return p;
};

/**
 * The pipeline's reads and rules for one lead, in the order of `processLead`; writes nothing. The
 * lead's own reads (its person's claim, its e-mail on the lists) are asked for at once, not one
 * after another as the rules use them: a batch's leads then share one BatchGetItem round for all
 * of them rather than rounds in a row (docs/decisions.md, "Lead engine (the engine half)"). The
 * claim names the lead holding it, so the lead's own row is read only for a repeat. A lead decided
 * early (a repeat, a drop) has read a few keys for nothing.
 */
export async function prepareLead(input: IncomingLead, clock: Clock, cache: PipelineCache): Promise<PreparedLead> {
  const c = await memo(cache.campaigns, input.campaign_code, () => campaignByCode(input.campaign_code));
  if (!c) return { outcome: 'dropped' };
  const leadId = storedLeadId(c.campaignId, input.lead_id);
  const email = input.email?.trim().toLowerCase() || undefined;
  const now = clock.now();
  // The vendor's time, for display, limits and re-identification; never later than now (a vendor's clock ahead).
  const receivedAt = input.received_at ? new Date(Math.min(Date.parse(input.received_at), now.getTime())) : now;
  const personKey = email ?? (input.person_id ? `p:${input.person_id}` : `l:${input.lead_id}`);
  const chainRead = ahead(memo(cache.chains, c.companyId, () => getCompanyWithAncestors(c.rootId, c.companyId)));
  const claimRead = ahead(cache.read(claimGetter({ rootId: c.rootId, campaignId: c.campaignId, personKey }), { consistent: true }));
  const suppressedRead = ahead(chainRead.then(async (chain) => (email && chain?.parent ? isSuppressed({ root: chain.root, client: chain.company, campaign: c }, email, cache.read) : false)));
  const priceRead = ahead(memo(cache.prices, c.campaignId, () => leadPrice(c)));
  const claim = await claimRead;
  // The person's claim names the lead that holds it: this very lead, stored before (delivered or
  // pending), is a repeat, and only then is its row read. A repeat stored without a claim
  // (suppressed, over a limit) is refused by its row's create, and the batch answers it on the
  // per-lead path (docs/decisions.md, "Lead engine (the engine half)").
  const existing = claim?.leadId === leadId ? await cache.read(leadGetter(c.rootId, leadId)) : undefined;
  if (existing) {
    // The delivery may not have been announced before a crash; its worker is idempotent.
    return { outcome: 'duplicate', campaign: c, ...(existing.status === 'delivered' ? { announce: existing } : {}) };
  }
  if (c.status !== 'running') return { outcome: 'dropped' };
  const chain = await chainRead;
  if (!chain?.parent) return { outcome: 'dropped' };
  const client = chain.company;
  if (c.requireemailaddress && !email) return { outcome: 'dropped' };
  if (holdsPerson(c, claim, receivedAt)) return { outcome: 'dropped' };

  const day = statsDay(receivedAt, client.timezone ?? 'America/Chicago');
  const base: Lead = {
    rootId: c.rootId,
    leadId,
    campaignId: c.campaignId,
    companyId: c.companyId,
    agencyId: c.agencyId,
    module: c.leadspeekType,
    receivedAt: receivedAt.toISOString(),
    createdAt: now.toISOString(),
    personKey,
    status: 'delivered',
    ...(email ? { email } : {}),
    ...leadFields(input),
    amountRetailCents: 0,
    amountWholesaleCents: 0,
  };

  if (await suppressedRead) {
    return { uncharged: { ...base, status: 'suppressed', statusReason: 'On an exclusion list' }, day, campaign: c };
  }
  if (!withinDays(day, c.startdatecampaign, c.enddatecampaign)) {
    return { uncharged: { ...base, status: 'over-limit', statusReason: 'Outside the campaign dates' }, day, campaign: c };
  }

  const price = await priceRead;
  const lead: Lead = { ...base, amountRetailCents: price.retailCents, amountWholesaleCents: price.wholesaleCents };
  return { charge: { c, chain, lead, price, day, now, clock, mode: 'new' } };
}

export interface ChargeInput {
  c: Campaign;
  chain: CompanyChain;
  /** The lead with the amounts it is charged (retail to the client, wholesale to the agency). */
  lead: Lead;
  price: LeadPrice;
  /** The lead's day in the client's zone (its counters). */
  day: string;
  now: Date;
  clock: Clock;
  /** 'new' stores the lead; 'release' moves a stored pending lead (it waited for the wallet) on. */
  mode: 'new' | 'release';
  announce: boolean;
}

/**
 * Leads of one campaign and one day (their counters' day) charged in ONE transaction: one lead on
 * the per-lead path, a group of them on the batch path (docs/decisions.md, "Lead engine (the
 * engine half)"). All share the campaign's price and payer.
 */
export interface ChargeGroup {
  c: Campaign;
  chain: CompanyChain;
  price: LeadPrice;
  day: string;
  now: Date;
  mode: 'new' | 'release';
  leads: readonly Lead[];
}

/** Who pays for the group's leads, and whether from the prepaid wallet. */
function payerOf({ c, chain, price }: Pick<ChargeGroup, 'c' | 'chain' | 'price'>) {
  const agency = chain.parent ?? chain.company;
  const prepaid = price.term === 'Prepaid' && !agency.manualBill;
  return { prepaid, id: agency.manualBill ? agency.companyId : c.companyId, cents: (l: Lead) => (agency.manualBill ? l.amountWholesaleCents : l.amountRetailCents) };
}

/**
 * The period a group's charges accrue to: the period open now (the client's calendar day), never the
 * vendor's received_at, so a late lead is billed with the period it arrives in (docs/decisions.md,
 * "Billing runs"). None for prepaid or free leads.
 */
export function accrualPeriod(g: Pick<ChargeGroup, 'c' | 'chain' | 'price' | 'now' | 'leads'>): string | undefined {
  const payer = payerOf(g);
  if (payer.prepaid || !g.leads.some((l) => payer.cents(l) > 0)) return undefined;
  return billingPeriod(g.price.term === 'Weekly' ? 'Weekly' : 'Monthly', statsDay(g.now, g.chain.company.timezone ?? 'America/Chicago'));
}

/** The items a group's charges touch once (counters, wallet, day and revenue items, the period check), beside the per-lead items. */
export function chargeGroupFixedItems(g: Pick<ChargeGroup, 'c' | 'chain' | 'price' | 'day'>): number {
  // A limit counter, the total counter, the wallet or the period check, three day items, two revenue items.
  const limited = (g.c.LimitLead ?? 0) > 0 && withinDays(g.day, g.c.LimitLeadStart, g.c.LimitLeadEnd);
  return (limited ? 1 : 0) + 1 + 1 + 3 + 2;
}

/** Items per lead in a group's transaction: its row, its person's claim, its ledger row or accrual. */
export const CHARGE_ITEMS_PER_LEAD = 3;

/** The entities a group's transaction writes (chargeItems). */
const CHARGE_ENTITIES = { lead: leadEntity, dailyStats: dailyStatsEntity, leadCounter: leadCounterEntity, leadAccrual: leadAccrualEntity, billingRun: billingRunEntity, personClaim: personClaimEntity, revenueStats: revenueStatsEntity, wallet: walletEntity, walletTx: walletTxEntity };

/**
 * Builds the group's transaction: each lead's row (created, or moved on from pending only while
 * still pending) with its person's claim and its charge (ledger row keyed by the lead, or accrual
 * to the open period); once for the group, the limit counters raised by n only if n more fit, the
 * wallet lowered by the sum only if it can pay it, the period check, and the day's and revenue
 * counters raised by n. `labels` names each item, to read which refused, and `owners` the lead
 * (its index in the group) an item belongs to, or -1 for the group's shared items.
 */
function chargeItems(tx: TxOf<typeof CHARGE_ENTITIES>, g: ChargeGroup, accrueTo: string | undefined) {
  const { c, day, now, mode, leads: group } = g;
  const { lead: leads, dailyStats, leadCounter, leadAccrual, billingRun, personClaim, revenueStats } = tx;
  const payer = payerOf(g);
  const n = group.length;
  const items: ReturnType<ReturnType<typeof leads.create>['commit']>[] = [];
  const labels: string[] = [];
  const owners: number[] = [];
  const push = (label: string, item: unknown, owner = -1) => {
    labels.push(label);
    owners.push(owner);
    items.push(item as (typeof items)[number]);
  };
  for (const [k, lead] of group.entries()) {
    push(
      'lead',
      mode === 'new'
        ? leads.create(lead).commit()
        : leads
            .patch({ rootId: lead.rootId, leadId: lead.leadId })
            .set({ status: 'delivered', amountRetailCents: lead.amountRetailCents, amountWholesaleCents: lead.amountWholesaleCents })
            .composite({ campaignId: lead.campaignId, receivedAt: lead.receivedAt, agencyId: lead.agencyId, module: lead.module })
            .remove(['statusReason'])
            .where((a, op) => op.eq(a.status, 'pending'))
            .commit(),
      k,
    );
    // A released lead already holds its person's claim (taken when it was stored pending).
    if (mode === 'new') push('claim', claimPerson(personClaim, c, lead), k);
    if (accrueTo && payer.cents(lead) > 0) {
      push(
        'accrual',
        leadAccrual
          .create({ rootId: c.rootId, payerId: payer.id, period: accrueTo, leadId: lead.leadId, campaignId: c.campaignId, amountCents: payer.cents(lead), retailCents: lead.amountRetailCents, wholesaleCents: lead.amountWholesaleCents, createdAt: now.toISOString() })
          .commit(),
        k,
      );
    }
  }
  // n more leads fit under a limit only if the counter is at most limit - n (a counter not yet
  // written is 0; the caller never sends a group larger than the limit).
  const max = c.LimitLead ?? 0;
  if (max > 0 && withinDays(day, c.LimitLeadStart, c.LimitLeadEnd)) {
    push(
      'limit',
      leadCounter
        .update({ rootId: c.rootId, campaignId: c.campaignId, period: limitPeriod(c.LimitLeadFreq ?? 'day', day) })
        .add({ delivered: n })
        .where((a, op) => `${op.notExists(a.delivered)} OR ${op.lte(a.delivered, max - n)}`)
        .commit(),
    );
  }
  const maxTotal = c.CostMaxLead ?? 0;
  const total = leadCounter.update({ rootId: c.rootId, campaignId: c.campaignId, period: 'all' }).add({ delivered: n });
  push(maxTotal > 0 ? 'limit' : 'total', maxTotal > 0 ? total.where((a, op) => `${op.notExists(a.delivered)} OR ${op.lte(a.delivered, maxTotal - n)}`).commit() : total.commit());
  const paidAt = payer.prepaid ? [...group.keys()].filter((k) => (group[k]?.amountRetailCents ?? 0) > 0) : [];
  const paid = paidAt.map((k) => group[k]!);
  if (paid.length > 0) {
    // Each lead's id is its debit's key: the same lead can only ever be charged once.
    const debit = debitItems(tx, paid.map((l) => ({ rootId: c.rootId, companyId: c.companyId, amountCents: l.amountRetailCents, reason: `Lead for ${c.campaignName}`, idempotencyKey: l.leadId, createdAt: now.toISOString() })));
    push('wallet', debit.wallet);
    debit.ledger.forEach((row, j) => push('walletTx', row, paidAt[j]));
  }
  // Never into a period whose run row is written: the run has read (or is reading) its accruals.
  if (accrueTo) push('period', billingRun.check({ rootId: c.rootId, runKey: periodRunKey(payer.id, accrueTo) }).where((a, op) => op.notExists(a.runKey)).commit());
  const sum = (f: (l: Lead) => number, ls: readonly Lead[] = group) => ls.reduce((t, l) => t + f(l), 0);
  const retail = sum((l) => l.amountRetailCents);
  const wholesale = sum((l) => l.amountWholesaleCents);
  const add = {
    ...dailyStatsAdd('delivered', retail, wholesale, n),
    ...(paid.length > 0 ? prepaidStatsAdd(sum((l) => l.amountRetailCents, paid), sum((l) => l.amountWholesaleCents, paid), paid.length) : {}),
    ...(mode === 'release' ? { pending: -n } : {}),
  };
  for (const key of statsKeys({ ...c, module: c.leadspeekType }, day)) push('stats', dailyStats.update(key).add(add).commit());
  // The root's reports read the agency's figures from its root-and-month partition (docs/decisions.md, "Reports and revenue aggregates").
  for (const item of revenueWrites({ revenueStats }, { rootId: c.rootId, agencyId: c.agencyId, day }, { leads: n, retailCents: retail, wholesaleCents: wholesale })) push('revenue', item);
  return { items, labels, owners };
}

/**
 * Commits a group's charges in one transaction (conflicts retried with jitter). When the period
 * turned out closed (its run came first: a clock's skew at the boundary), the next period is the
 * open one. Answers which items refused, if any.
 */
export async function commitCharges(g: ChargeGroup): Promise<ChargeOutcome> {
  let accrueTo = accrualPeriod(g);
  let labels: string[] = [];
  let owners: number[] = [];
  const commit = () =>
    runWalletTx(() =>
      createWriteTransaction(CHARGE_ENTITIES, (tx) => {
          const built = chargeItems(tx, g, accrueTo);
          labels = built.labels;
          owners = built.owners;
          return built.items;
        })
        .go(),
    );
  let outcome = await commit();
  for (let shifted = 0; accrueTo && !outcome.ok && shifted < 3 && failedItems(labels, outcome.codes).has('period') && !failedItems(labels, outcome.codes).has('lead'); shifted++) {
    accrueTo = nextPeriod(accrueTo);
    outcome = await commit();
  }
  if (outcome.ok) return { ok: true };
  const byLead = new Map<number, Set<string>>();
  outcome.codes.forEach((code, i) => {
    const owner = owners[i] ?? -1;
    if (code !== 'ConditionalCheckFailed' || owner < 0) return;
    byLead.set(owner, (byLead.get(owner) ?? new Set()).add(labels[i] ?? ''));
  });
  return { ok: false, failed: failedItems(labels, outcome.codes), codes: outcome.codes, byLead };
}

/** A refused group: the labels of the items whose condition failed, overall and per lead (by its index in the group). */
export type ChargeOutcome = { ok: true } | { ok: false; failed: Set<string>; codes: string[]; byLead: Map<number, Set<string>> };

type Repeat = 'duplicate' | 'dropped';

/**
 * What a refused lead's own items say about it, whatever the rest of its transaction did: its row
 * or its ledger row already written means this lead was stored (or charged) before; its person
 * claimed by another lead means it repeats that person. Neither is a charge to retry.
 */
export function repeatOutcome(failed: ReadonlySet<string>): Repeat | undefined {
  if (failed.has('lead') || failed.has('walletTx')) return 'duplicate';
  if (failed.has('claim')) return 'dropped';
  return undefined;
}

/**
 * Charges and delivers one lead: the lead's row (created, or moved on from pending only if it is
 * still pending), its limit counters, the prepaid wallet's debit and ledger row keyed by the lead or
 * the accrual to the open billing period, and its day's counters, in one transaction. Over a limit
 * it is stored as over-limit; a wallet that cannot pay leaves it pending and stops the campaign.
 */
export async function chargeLead({ c, chain, lead, price, day, now, clock, mode, announce: announceIt }: ChargeInput): Promise<LeadOutcome> {
  const outcome = await commitCharges({ c, chain, price, day, now, mode, leads: [lead] });
  if (!outcome.ok) {
    const { failed } = outcome;
    // A released lead someone else moved on meanwhile, the same lead stored twice, or another
    // sighting of the person charged first.
    const repeat = repeatOutcome(failed);
    if (repeat) return repeat;
    if (failed.has('limit')) {
      const overLimit = { ...lead, status: 'over-limit' as const, statusReason: OVER_LIMIT };
      return mode === 'new' ? storeUncharged(overLimit, day) : settlePending(overLimit, day);
    }
    if (failed.has('wallet')) {
      const stored = mode === 'new' ? await storeUncharged(pendingLead(lead), day, c) : 'pending';
      await walletEmpty(c, chain, clock);
      return stored;
    }
    throw new Error(`lead transaction refused: ${outcome.codes.join(',')}`);
  }
  await afterCharged({ c, chain, price }, [{ ...lead, status: 'delivered' }], announceIt);
  return 'delivered';
}

export const OVER_LIMIT = 'Over the campaign’s lead limit';

/**
 * What follows committed charges: a continual wallet at or below its threshold gets its top-up, and
 * the delivered leads are announced (the admin notices the group's commit reached claimed once, on
 * its last lead). Demo data is not e-mailed to anyone; its notices count as given, so no live lead owes them.
 */
export async function afterCharged(g: Pick<ChargeGroup, 'c' | 'chain' | 'price'>, delivered: readonly Lead[], announceIt: boolean): Promise<void> {
  const { c } = g;
  if (payerOf(g).prepaid && delivered.some((l) => l.amountRetailCents > 0)) await topupIfLow(c.rootId, c.companyId);
  if (announceIt) await announceAll(delivered, c);
  else await claimAdminNotices(c);
}

/** The labels of a refused transaction's items whose condition failed. */
const failedItems = (labels: string[], codes: string[]) => new Set(labels.filter((_, i) => codes[i] === 'ConditionalCheckFailed'));

/** A pending lead that may no longer be delivered (over a limit, on an exclusion list now): stored as such, uncharged. */
export async function settlePending(lead: Lead, day: string): Promise<LeadOutcome> {
  const outcome = await runWalletTx(() =>
    createWriteTransaction({ lead: leadEntity, dailyStats: dailyStatsEntity }, ({ lead: leads, dailyStats }) => [
        leads
          .patch({ rootId: lead.rootId, leadId: lead.leadId })
          .set({ status: lead.status, statusReason: lead.statusReason ?? '', amountRetailCents: 0, amountWholesaleCents: 0 })
          .composite({ campaignId: lead.campaignId, receivedAt: lead.receivedAt, agencyId: lead.agencyId, module: lead.module })
          .where((a, op) => op.eq(a.status, 'pending'))
          .commit(),
        ...statsKeys(lead, day).map((key) => dailyStats.update(key).add({ ...dailyStatsAdd(lead.status), pending: -1 }).commit()),
      ])
      .go(),
  );
  if (!outcome.ok) {
    if (outcome.codes[0] === 'ConditionalCheckFailed') return 'duplicate';
    throw new Error(`lead transaction refused: ${outcome.codes.join(',')}`);
  }
  await releasePerson(lead);
  return lead.status;
}

/**
 * A pending lead that is not delivered after all gives its person's claim back (only its own
 * claim). Not in its transaction: a claim left behind only keeps the person from being charged.
 */
async function releasePerson(lead: Lead): Promise<void> {
  try {
    await personClaimEntity.delete({ rootId: lead.rootId, campaignId: lead.campaignId, personKey: lead.personKey })
      .where((a, op) => op.eq(a.leadId, lead.leadId))
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}

/**
 * Stores a lead that is not charged (suppressed, over-limit, pending) with its day's counter. A
 * pending lead holds its person's claim (given its campaign), as a delivered one does.
 */
async function storeUncharged(lead: Lead, day: string, claimFor?: Campaign): Promise<LeadOutcome> {
  const outcome = await storeUnchargedGroup([lead], day, claimFor);
  if (outcome.ok) return lead.status;
  const repeat = outcome.repeats.get(0);
  if (repeat) return repeat;
  throw new Error(`lead transaction refused: ${outcome.codes.join(',')}`);
}

/** Uncharged leads of one status and day: their rows (each created only if absent) and their day's counters raised by their number. */
function unchargedItems(leads: TxEntities['lead'], dailyStats: TxEntities['dailyStats'], group: readonly Lead[], day: string) {
  const first = group[0];
  if (!first) return [];
  return [
    ...group.map((lead) => leads.create({ ...lead, ...(lead.status === 'pending' ? {} : { amountRetailCents: 0, amountWholesaleCents: 0 }) }).commit()),
    ...statsKeys(first, day).map((key) => dailyStats.update(key).add(dailyStatsAdd(first.status, 0, 0, group.length)).commit()),
  ];
}

/**
 * Stores leads of one campaign, status and day that are not charged (suppressed, over a limit;
 * pending, given their campaign, with their persons' claims, as `storeUncharged` for one) in one
 * transaction. Refused, it answers the leads its items name repeats (a row there already, a person
 * claimed: `repeatOutcome`): the caller answers those and stores the rest again; refused for
 * nothing it can name, the caller stores them one by one, which tells each one's answer.
 */
export async function storeUnchargedGroup(group: readonly Lead[], day: string, claimFor?: Campaign): Promise<{ ok: true } | GroupRefused> {
  const outcome = await runWalletTx(() =>
    createWriteTransaction({ lead: leadEntity, dailyStats: dailyStatsEntity, personClaim: personClaimEntity }, ({ lead: leads, dailyStats, personClaim }) => [
        ...unchargedItems(leads, dailyStats, group, day),
        ...(claimFor ? group.map((lead) => claimPerson(personClaim, claimFor, lead)) : []),
      ])
      .go(),
  );
  if (outcome.ok) return { ok: true };
  // The rows come first, then the day's counters, then the claims (one per lead, in order).
  const claimsFrom = outcome.codes.length - (claimFor ? group.length : 0);
  const refused = (i: number) => outcome.codes[i] === 'ConditionalCheckFailed';
  const repeats = new Map<number, Repeat>();
  for (const k of group.keys()) {
    const repeat = repeatOutcome(new Set([refused(k) && 'lead', claimFor && refused(claimsFrom + k) && 'claim'].filter((f): f is string => Boolean(f))));
    if (repeat) repeats.set(k, repeat);
  }
  return { ok: false, repeats, codes: outcome.codes };
}

/** A refused group of uncharged leads: the leads (by index) its items name repeats, and every item's code. */
export interface GroupRefused {
  ok: false;
  repeats: Map<number, Repeat>;
  codes: string[];
}

/**
 * Leads the prepaid wallet cannot pay, stored pending together (`storeUnchargedGroup`), as the
 * per-lead path stores one; then the campaign stops and the client is told once.
 */
export async function storePendingGroup(group: readonly Lead[], day: string, c: Campaign, chain: CompanyChain, clock: Clock): Promise<{ ok: true } | GroupRefused> {
  const outcome = await storeUnchargedGroup(group, day, c);
  await walletEmpty(c, chain, clock);
  return outcome;
}

/** A lead as it waits for the prepaid wallet (its amounts kept: its release charges them). */
export const pendingLead = (lead: Lead): Lead => ({ ...lead, status: 'pending', statusReason: 'Waiting for the prepaid wallet to be topped up' });

/** One uncharged lead on its own (the per-lead path of the batch). */
export const storeUnchargedLead = (lead: Lead, day: string) => storeUncharged(lead, day);

/** The prepaid wallet could not pay: the campaign stops (its notice is the stop reason) and the client is told once. */
async function walletEmpty(c: Campaign, chain: CompanyChain, clock: Clock): Promise<void> {
  if (!(await stopCampaign(c, 'wallet_empty', clock))) return;
  const to = chain.company.ownerEmail;
  if (!to) return;
  await mailer()
    .send({
      to,
      fromName: chain.parent?.name,
      subject: `Campaign ${c.campaignName} stopped: your data wallet is empty`,
      text: `${STOP_REASON_MESSAGES.wallet_empty}\n\nCampaign: ${c.campaignName} (${c.leadspeekApiId})`,
    })
    .catch((e: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'wallet-empty e-mail not sent', error: String(e) })));
}

/** After a debit: a continual wallet at or below its threshold gets its top-up (the worker claims the crossing once). */
async function topupIfLow(rootId: string, companyId: string): Promise<void> {
  const w = await readWallet(rootId, companyId);
  if (w && !w.pendingCrossing && needsTopup(w)) await tellTopupWorker(rootId, companyId);
}

/**
 * The leadsAmountNotification multiples this lead's announcement owns. After its commit the lead
 * reads the campaign's `all` counter (which its transaction raised) and claims every multiple up
 * to it that no one claimed yet, moving `notifiedUpTo` on with a condition on the value read: the
 * claims never overlap, and the last lead to commit always reads the final count, so each multiple
 * is announced exactly once however leads race (a lead whose announcement was lost claims it when
 * its message comes again).
 */
async function claimAdminNotices(c: Campaign): Promise<number[]> {
  const every = c.leadsAmountNotification ?? 0;
  if (every <= 0) return [];
  const key = { rootId: c.rootId, campaignId: c.campaignId, period: 'all' };
  for (let attempt = 0; attempt < 50; attempt++) {
    const counter = (await leadCounterEntity.get(key).go({ consistent: true })).data;
    const claimed = counter?.notifiedUpTo ?? 0;
    const upTo = Math.floor((counter?.delivered ?? 0) / every) * every;
    if (upTo <= claimed) return [];
    try {
      await leadCounterEntity.patch(key)
        .set({ notifiedUpTo: upTo })
        .where((a, op) => (claimed === 0 ? `${op.notExists(a.notifiedUpTo)} OR ${op.eq(a.notifiedUpTo, 0)}` : op.eq(a.notifiedUpTo, claimed)))
        .go();
    } catch (e) {
      if (isConditionFailure(e)) continue;
      throw e;
    }
    const multiples: number[] = [];
    for (let m = upTo; m > claimed && multiples.length < 100; m -= every) multiples.unshift(m);
    return multiples;
  }
  return [];
}

/** Puts a delivered lead on the delivery queue, with the admin notices it claimed. */
async function announce(lead: Lead, c: Campaign): Promise<void> {
  await announceAll([lead], c);
}

/**
 * Puts delivered leads of one campaign on the delivery queue; the admin notices their commits
 * reached are claimed once and ride on the last one's message.
 */
export async function announceAll(delivered: readonly Lead[], c: Campaign): Promise<void> {
  const notifyAt = delivered.some((l) => l.status === 'delivered') ? await claimAdminNotices(c) : [];
  const last = delivered.length - 1;
  await Promise.all(delivered.map((lead, i) => queue().send(LEAD_DELIVERY_QUEUE, deliveryMessage(lead, c, i === last ? notifyAt : []))));
}
