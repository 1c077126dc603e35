import { batchGet, entityGetter } from '../db/batch-get.js';
import { runTransaction } from '../db/transaction.js';
import { writeTogether, type ItemWritten } from '../db/write-together.js';
import { MODULE_LABELS } from '../campaigns/modules.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mapLimit } from '../platform/concurrency.js';
import { mailer } from '../platform/mailer.js';
import { leadDeliveryMessageSchema, type LeadDeliveryMessage } from './delivery.contract.js';
import { fanOutLeads, type FanOut } from '../integrations/delivery/fan-out.js';
import { integrationsForCampaign, type CampaignIntegration } from '../integrations/campaign-targets.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { leadDeliveryEntity } from './lead-delivery.entity.js';

export type DeliveryOutcome = 'sent' | 'already_delivered' | 'no_campaign';

/** E-mails of a batch sent at once (one SMTP connection each). */
const MAIL_LANES = 20;

function leadText(m: LeadDeliveryMessage): string {
  const l = m.lead;
  const rows: [string, string | undefined][] = [
    ['Name', [l.first_name, l.last_name].filter(Boolean).join(' ') || undefined],
    ['E-mail', l.email],
    ['Phone', l.phone],
    ['Address', [l.address, l.city, l.state, l.zip].filter(Boolean).join(', ') || undefined],
    ['Company', l.company_name],
    ['Job title', l.job_title],
    ['Keyword', l.keyword],
    ['Page visited', l.url],
    ['Referrer', l.referrer],
    ['Received', m.receivedAt],
  ];
  return rows
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

/**
 * The 'lead-delivery' worker's step for one message (a batch of one): see `deliverLeads`.
 */
export async function deliverLead(body: unknown, clock: Clock = systemClock): Promise<DeliveryOutcome> {
  const [outcome] = await deliverLeads([leadDeliveryMessageSchema.parse(body)], clock);
  if (outcome?.status !== 'fulfilled') throw outcome?.reason ?? new Error('lead delivery left unanswered');
  return outcome.value;
}

/**
 * A worker batch of 'lead-delivery' messages, handled together (docs/decisions.md, "Lead engine
 * (the engine half)"): each lead is e-mailed to its campaign's reportSentTo and, on every
 * leadsAmountNotification-th lead, a notice goes to adminNotifyTo; then one message per integration
 * that delivers the campaign (test leads too). The batch reads its campaigns in one BatchGetItem and
 * each campaign's integrations once, and claims its leads' delivery rows in transactions of up to
 * 100 (each conditioned on none, so a redelivered message sends nothing twice: a row found is that
 * lead's "already delivered"). If sending fails the lead's claim is released and only its message
 * is retried. The batch's leads are then fanned out together (their rows a transaction per 100).
 * The fan-out runs on a redelivery as well, since it is what a dead worker may have left
 * undone and a second one is harmless (docs/decisions.md, "Leads out: integrations and delivery").
 * Answers one outcome or error per message, in order.
 */
export async function deliverLeads(messages: readonly LeadDeliveryMessage[], clock: Clock = systemClock): Promise<PromiseSettledResult<DeliveryOutcome>[]> {
  const campaignKey = (m: LeadDeliveryMessage) => `${m.rootId} ${m.campaignId}`;
  const byCampaign = new Map(messages.map((m) => [campaignKey(m), m] as const));
  const keys = [...byCampaign.keys()];
  const found = await batchGet([...byCampaign.values()].map((m) => entityGetter<Campaign>(campaignEntity, { rootId: m.rootId, campaignId: m.campaignId })));
  const campaigns = new Map(keys.map((k, i) => [k, found[i]]));
  const targets = new Map<string, Promise<CampaignIntegration[]>>();
  const targetsOf = (m: LeadDeliveryMessage) => {
    let t = targets.get(campaignKey(m));
    if (!t) {
      t = integrationsForCampaign(m.rootId, m.companyId, m.campaignId);
      targets.set(campaignKey(m), t);
    }
    return t;
  };

  const results: PromiseSettledResult<DeliveryOutcome>[] = messages.map(() => ({ status: 'rejected', reason: new Error('lead delivery left unanswered') }));
  const answer = (i: number, run: () => Promise<DeliveryOutcome>) =>
    run().then(
      (value) => void (results[i] = { status: 'fulfilled', value }),
      (reason: unknown) => void (results[i] = { status: 'rejected', reason }),
    );

  const toClaim: number[] = [];
  messages.forEach((m, i) => {
    if (campaigns.get(campaignKey(m))) toClaim.push(i);
    else results[i] = { status: 'fulfilled', value: 'no_campaign' };
  });
  const claimed = await claimDeliveries(messages, toClaim, campaigns, campaignKey, clock);
  const work: (() => Promise<void>)[] = [];
  for (const i of toClaim) {
    const m = messages[i] as LeadDeliveryMessage;
    const c = campaigns.get(campaignKey(m)) as Campaign;
    const claim = claimed.get(i);
    if (claim instanceof Error) {
      results[i] = { status: 'rejected', reason: claim };
      continue;
    }
    work.push(() =>
      answer(i, async () => {
        if (!claim) return 'already_delivered';
        await mailLead(m, c).catch(async (e: unknown) => {
          await leadDeliveryEntity.delete({ rootId: m.rootId, leadId: m.leadId }).go();
          throw e;
        });
        return 'sent';
      }),
    );
  }
  await mapLimit(work, MAIL_LANES, (job) => job());
  await fanOutBatch(messages, toClaim, results, (m) => ({ campaignName: (campaigns.get(campaignKey(m)) as Campaign).campaignName, targets: targetsOf(m) }), clock);
  return results;
}

/**
 * The fan-out of the batch's leads mailed now or before, together (`fanOutLeads`): a lead whose
 * fan-out failed fails its message, which comes back as "already delivered" and fans out again.
 */
async function fanOutBatch(
  messages: readonly LeadDeliveryMessage[],
  at: readonly number[],
  results: PromiseSettledResult<DeliveryOutcome>[],
  campaignOf: (m: LeadDeliveryMessage) => { campaignName: string; targets: Promise<CampaignIntegration[]> },
  clock: Clock,
): Promise<void> {
  const ready = at.filter((i) => results[i]?.status === 'fulfilled');
  const leads = await Promise.all(
    ready.map(async (i) => {
      const m = messages[i] as LeadDeliveryMessage;
      const { campaignName, targets } = campaignOf(m);
      return targets.then(
        (t): FanOut => ({ m, campaignName, targets: t }),
        (e: unknown) => {
          results[i] = { status: 'rejected', reason: e };
          return undefined;
        },
      );
    }),
  );
  const go = ready.flatMap((i, k) => (leads[k] ? [{ i, lead: leads[k] }] : []));
  const sent = await fanOutLeads(go.map((g) => g.lead), clock).catch((e: unknown) => go.map(() => (e instanceof Error ? e : new Error(String(e)))));
  go.forEach(({ i }, k) => {
    const s = sent[k];
    if (s instanceof Error) results[i] = { status: 'rejected', reason: s };
  });
}

/**
 * Claims the leads' delivery rows, up to 100 to a transaction, each only if absent: true where this
 * worker claimed it, false where it was claimed before (a redelivery), an error where it could not
 * be told (`writeTogether` tries a refused transaction again without the rows already there).
 */
async function claimDeliveries(
  messages: readonly LeadDeliveryMessage[],
  at: readonly number[],
  campaigns: Map<string, Campaign | undefined>,
  campaignKey: (m: LeadDeliveryMessage) => string,
  clock: Clock,
): Promise<Map<number, boolean | Error>> {
  const claimed = new Map<number, boolean | Error>();
  // A lead twice in one batch: its second message is a redelivery of the first.
  const first = new Map<string, number>();
  const todo: number[] = [];
  for (const i of at) {
    const m = messages[i] as LeadDeliveryMessage;
    const id = `${m.rootId} ${m.leadId}`;
    if (first.has(id)) claimed.set(i, false);
    else {
      first.set(id, i);
      todo.push(i);
    }
  }
  const rows = todo.map((i) => {
    const m = messages[i] as LeadDeliveryMessage;
    const to = [...new Set(campaigns.get(campaignKey(m))?.reportSentTo ?? [])];
    return { rootId: m.rootId, leadId: m.leadId, deliveredAt: clock.now().toISOString(), emailedTo: to };
  });
  const written = await writeTogether(rows, (group) =>
    runTransaction(() => createWriteTransaction({ leadDelivery: leadDeliveryEntity }, ({ leadDelivery }) => group.map((r) => leadDelivery.create(r).commit())).go()),
  );
  todo.forEach((i, k) => {
    const w = written[k] as ItemWritten;
    claimed.set(i, w instanceof Error ? w : w === 'written');
  });
  return claimed;
}

/** The lead's e-mail to the campaign's recipients, and the admin notices it carries. */
async function mailLead(m: LeadDeliveryMessage, c: Campaign): Promise<void> {
  const label = MODULE_LABELS[m.module];
  const subject = `${m.test ? '[TEST] ' : ''}New ${label} lead: ${c.campaignName} (${c.leadspeekApiId})`;
  const text = `${m.test ? 'This is a test lead (not charged).\n\n' : ''}${leadText(m)}\n\nReport format: ${c.reportType ?? 'CSV'}`;
  for (const addr of new Set(c.reportSentTo ?? [])) await mailer().send({ to: addr, subject, text });
  for (const count of m.notifyAdminsAt ?? (m.notifyAdmins ? [m.notifyAdmins] : [])) {
    for (const addr of new Set(c.adminNotifyTo ?? [])) {
      await mailer().send({ to: addr, subject: `${c.campaignName} has delivered ${count} leads`, text: `Campaign ${c.campaignName} (${c.leadspeekApiId}) has now delivered ${count} leads.` });
    }
  }
}
