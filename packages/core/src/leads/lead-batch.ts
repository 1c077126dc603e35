import type { Campaign } from '../campaigns/campaign.entity.js';
import { coalescingReader } from '../db/batch-get.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { serialPerKey } from '../platform/concurrency.js';
import { readWallet } from '../wallet/wallet-store.js';
import type { IncomingLead } from './ingest.contract.js';
import type { Lead } from './lead.entity.js';
import { limitPeriod, withinDays } from './limit-periods.js';
import {
  afterCharged,
  announceAll,
  chargeGroupFixedItems,
  chargeLead,
  CHARGE_ITEMS_PER_LEAD,
  commitCharges,
  OVER_LIMIT,
  PipelineCache,
  prepareLead,
  repeatOutcome,
  pendingLead,
  storePendingGroup,
  storeUnchargedGroup,
  storeUnchargedLead,
  type ChargeInput,
  type ChargeOutcome,
  type LeadOutcome,
} from './process-lead.js';
import { leadCounterEntity } from './lead-counter.entity.js';

/** DynamoDB's most items in one transaction. */
const MAX_TX_ITEMS = 100;


/**
 * A worker batch of provider leads (docs/decisions.md, "Lead engine (the engine half)"): every
 * lead's reads and rules run at once (`prepareLead`; given the batch's coalescing reader, their
 * reads go out together as BatchGetItem requests); then the leads to charge are grouped by
 * campaign and day and each group is charged in ONE transaction (`commitCharges`: the counters
 * raised by n only if n more fit, the wallet lowered by the sum only if it can pay it, one ledger
 * row or accrual and one person claim per lead), and the suppressed ones are stored together. The
 * leads of one campaign touch the same counter, wallet and day items, so a transaction per lead
 * made them conflict; a group writes them once.
 *
 * The group is the fast path for the common case. At the edges it hands over to the per-lead path
 * (`chargeLead`), which decides each lead on its own: a group refused only because some of its
 * leads repeat (their own row, ledger row or person claim exists) answers those and tries the rest
 * together again; refused for anything else, it is charged lead by lead; a group over a limit or
 * beyond the wallet is first cut to
 * what the counters and wallet read still allow, and once a limit is reached the rest is stored
 * over-limit (counters only ever rise, so a full counter stays full). Answers one outcome (or
 * error, so only that message comes back) per input, in order.
 */
export async function processLeadBatch(inputs: readonly IncomingLead[], clock: Clock = systemClock, cache = new PipelineCache(coalescingReader())): Promise<PromiseSettledResult<LeadOutcome>[]> {
  const results: (PromiseSettledResult<LeadOutcome> | undefined)[] = inputs.map(() => undefined);
  const answer = (i: number, outcome: LeadOutcome) => (results[i] = { status: 'fulfilled', value: outcome });
  const fail = (i: number, reason: unknown) => (results[i] ??= { status: 'rejected', reason });

  const steps = await Promise.allSettled(inputs.map((input) => prepareLead(input, clock, cache)));
  const toAnnounce = new Map<string, { c: Campaign; leads: Lead[]; at: number[] }>();
  const uncharged = new Map<string, { at: number[]; leads: Lead[]; day: string }>();
  const charges = new Map<string, { at: number[]; charges: Omit<ChargeInput, 'announce'>[] }>();
  steps.forEach((step, i) => {
    if (step.status === 'rejected') return fail(i, step.reason);
    const s = step.value;
    if ('outcome' in s) {
      if (!s.announce || !s.campaign) return answer(i, s.outcome);
      const a = toAnnounce.get(s.campaign.campaignId) ?? { c: s.campaign, leads: [], at: [] };
      a.leads.push(s.announce);
      a.at.push(i);
      return toAnnounce.set(s.campaign.campaignId, a);
    }
    if ('uncharged' in s) {
      const key = `${s.uncharged.campaignId} ${s.uncharged.status} ${s.uncharged.statusReason ?? ''} ${s.day}`;
      const g = uncharged.get(key) ?? { at: [], leads: [], day: s.day };
      g.at.push(i);
      g.leads.push(s.uncharged);
      return uncharged.set(key, g);
    }
    const key = `${s.charge.c.campaignId} ${s.charge.day}`;
    const g = charges.get(key) ?? { at: [], charges: [] };
    g.at.push(i);
    g.charges.push(s.charge);
    return charges.set(key, g);
  });

  // Each campaign's writes in order (its groups share hot items); different campaigns at once.
  const byCampaign = new Map<string, (() => Promise<void>)[]>();
  const work = (campaignId: string, run: () => Promise<void>, at: number[]) => {
    const list = byCampaign.get(campaignId) ?? [];
    list.push(() => run().catch((e: unknown) => at.forEach((i) => fail(i, e))));
    byCampaign.set(campaignId, list);
  };
  for (const [campaignId, a] of toAnnounce) {
    // Repeats of delivered leads: the delivery may not have been announced before a crash; its worker is idempotent.
    work(campaignId, async () => {
      await announceAll(a.leads, a.c);
      a.at.forEach((i) => answer(i, 'duplicate'));
    }, a.at);
  }
  for (const g of uncharged.values()) {
    work(g.leads[0]?.campaignId ?? '', () => storeUncharged(g.leads, g.at, g.day, answer), g.at);
  }
  for (const g of charges.values()) {
    work(g.charges[0]?.c.campaignId ?? '', () => chargeGroup(g.charges, g.at, answer), g.at);
  }
  await Promise.all([...byCampaign.entries()].map(([campaignId, runs]) => inTurn(campaignId, async () => {
    for (const run of runs) await run();
  })));
  return results.map((r) => r ?? { status: 'rejected', reason: new Error('lead left unanswered') });
}

type Answer = (i: number, outcome: LeadOutcome) => void;

/**
 * Runs a batch's writes of one campaign after those of the batches before it in this process: they
 * write the same counter, wallet and day items, so side by side they would only conflict and retry
 * (their reads still overlap). Between processes, conflicts are retried with jitter.
 */
const inTurn = serialPerKey();

/** Uncharged leads of one campaign, status and day (suppressed, over a limit), stored together. */
const storeUncharged = (leads: readonly Lead[], at: readonly number[], day: string, answer: Answer) =>
  storeTogether(
    leads.map((lead, k) => ({ lead, i: at[k] ?? -1 })),
    { perTx: MAX_TX_ITEMS - 3, group: (group) => storeUnchargedGroup(group, day), one: (lead) => storeUnchargedLead(lead, day) },
    answer,
  );

/**
 * Leads stored a transaction's worth at a time (each lead's items, plus the three day items once).
 * A group refused because some of its leads repeat (a redelivered message) answers those as such
 * and stores the rest together again; refused for anything else, it goes lead by lead (`one`).
 */
async function storeTogether(
  leads: readonly { lead: Lead; i: number }[],
  how: { perTx: number; group: (group: Lead[]) => ReturnType<typeof storeUnchargedGroup>; one: (lead: Lead) => Promise<LeadOutcome> },
  answer: Answer,
): Promise<void> {
  const todo = [...leads];
  while (todo.length > 0) {
    const chunk = todo.splice(0, how.perTx);
    const outcome = chunk.length > 1 ? await how.group(chunk.map((x) => x.lead)) : undefined;
    if (outcome?.ok) {
      chunk.forEach(({ lead, i }) => answer(i, lead.status));
      continue;
    }
    if (outcome && outcome.repeats.size > 0) {
      chunk.forEach(({ i }, k) => {
        const repeat = outcome.repeats.get(k);
        if (repeat) answer(i, repeat);
      });
      todo.unshift(...chunk.filter((_, k) => !outcome.repeats.has(k)));
      continue;
    }
    for (const { lead, i } of chunk) answer(i, await how.one(lead));
  }
}

/**
 * The leads to charge of one campaign and day. A lead id or person twice in the batch is charged
 * (or refused) on the per-lead path after the others: one transaction may not write an item twice.
 */
async function chargeGroup(all: readonly Omit<ChargeInput, 'announce'>[], at: readonly number[], answer: Answer): Promise<void> {
  const first = all[0];
  if (!first) return;
  const { c, chain, price, day, now } = first;
  const seen = new Set<string>();
  const todo: { input: Omit<ChargeInput, 'announce'>; i: number }[] = [];
  const repeats: typeof todo = [];
  all.forEach((input, k) => {
    const i = at[k] ?? -1;
    const keys = [`l ${input.lead.leadId}`, `p ${input.lead.personKey}`];
    if (keys.some((key) => seen.has(key))) return repeats.push({ input, i });
    keys.forEach((key) => seen.add(key));
    return todo.push({ input, i });
  });

  const perTx = Math.floor((MAX_TX_ITEMS - chargeGroupFixedItems(first)) / CHARGE_ITEMS_PER_LEAD);
  const limits = [c.LimitLead ?? 0, c.CostMaxLead ?? 0].filter((m) => m > 0);
  let size = Math.min(perTx, ...limits);
  const perLead = async (items: typeof todo) => {
    for (const { input, i } of items) answer(i, await chargeLead({ ...input, announce: true }));
  };
  while (todo.length > 0) {
    const chunk = todo.splice(0, size);
    if (chunk.length === 1) {
      await perLead(chunk);
      continue;
    }
    const leads = chunk.map((x) => x.input.lead);
    const outcome: ChargeOutcome = await commitCharges({ c, chain, price, day, now, mode: 'new', leads }).catch((e: unknown) => ({ ok: false as const, failed: new Set(['error']), codes: [String(e)], byLead: new Map() }));
    if (outcome.ok) {
      chunk.forEach(({ i }) => answer(i, 'delivered'));
      await afterCharged(first, leads.map((l) => ({ ...l, status: 'delivered' as const })), true);
      size = Math.min(perTx, ...limits);
      continue;
    }
    // Leads its own items name repeats (already stored or charged, their person already claimed:
    // a redelivered message meets its first copy's work) are answered as the per-lead path would
    // answer them, whatever else refused the group, and the others are tried again together (a
    // limit or the wallet is then decided below on its own). Each try answers at least one lead.
    const named = [...outcome.byLead].flatMap(([k, failed]) => {
      const repeat = repeatOutcome(failed);
      return repeat ? [{ k, repeat }] : [];
    });
    if (named.length > 0) {
      for (const { k, repeat } of named) answer(chunk[k]?.i ?? -1, repeat);
      const answered = new Set(named.map((r) => r.k));
      todo.unshift(...chunk.filter((_, k) => !answered.has(k)));
      continue;
    }
    const onlyRoom = [...outcome.failed].every((f) => f === 'limit' || f === 'wallet');
    const room = onlyRoom ? await roomFor(first, outcome.failed) : { limit: 0, wallet: 0 };
    if (onlyRoom && outcome.failed.has('limit') && room.limit <= 0) {
      // A limit is reached and stays reached: this lead and every later one of the day is over it.
      const over = [...chunk, ...todo.splice(0)];
      await storeUncharged(over.map((x) => ({ ...x.input.lead, status: 'over-limit', statusReason: OVER_LIMIT, amountRetailCents: 0, amountWholesaleCents: 0 })), over.map((x) => x.i), day, answer);
      continue;
    }
    if (onlyRoom && outcome.failed.has('wallet') && room.wallet <= 0) {
      // The wallet cannot pay one lead: this one and every later one waits for a top-up (pending,
      // the campaign stopped), as the per-lead path decides for one lead.
      const rest = [...chunk, ...todo.splice(0)].map((x) => ({ ...x, lead: pendingLead(x.input.lead) }));
      const inputOf = new Map(rest.map((x) => [x.lead, x.input]));
      await storeTogether(
        rest,
        {
          // Each lead's row and claim, plus the three day items once.
          perTx: Math.floor((MAX_TX_ITEMS - 3) / 2),
          group: (group) => storePendingGroup(group, day, c, chain, first.clock),
          // Alone, a lead is tried once more as a charge (a top-up may have landed meanwhile).
          one: (lead) => chargeLead({ ...(inputOf.get(lead) ?? first), announce: true }),
        },
        answer,
      );
      continue;
    }
    const fits = Math.min(room.limit, room.wallet);
    if (fits >= 1 && fits < chunk.length) {
      // Cut the group to what the counters and the wallet still allow; the rest comes next.
      todo.unshift(...chunk);
      size = fits;
      continue;
    }
    await perLead(chunk);
  }
  await perLead(repeats);
}

/** How many more leads the campaign's limits (read now) and the client's wallet can take. */
async function roomFor(g: Omit<ChargeInput, 'announce'>, failed: Set<string>): Promise<{ limit: number; wallet: number }> {
  const { c, day, price } = g;
  let limit = Number.POSITIVE_INFINITY;
  let wallet = Number.POSITIVE_INFINITY;
  if (failed.has('limit')) {
    const counter = async (period: string) => (await leadCounterEntity.get({ rootId: c.rootId, campaignId: c.campaignId, period }).go({ consistent: true })).data?.delivered ?? 0;
    if ((c.LimitLead ?? 0) > 0 && withinDays(day, c.LimitLeadStart, c.LimitLeadEnd)) limit = Math.min(limit, (c.LimitLead ?? 0) - (await counter(limitPeriod(c.LimitLeadFreq ?? 'day', day))));
    if ((c.CostMaxLead ?? 0) > 0) limit = Math.min(limit, (c.CostMaxLead ?? 0) - (await counter('all')));
  }
  if (failed.has('wallet') && price.retailCents > 0) wallet = Math.floor(((await readWallet(c.rootId, c.companyId))?.balanceCents ?? 0) / price.retailCents);
  return { limit, wallet };
}
