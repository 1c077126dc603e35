import { db } from '../db/service.js';
import { isConditionFailure } from '../db/conditions.js';
import { MODULE_LABELS } from '../campaigns/modules.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { leadDeliveryMessageSchema, type LeadDeliveryMessage } from './delivery.contract.js';
import { fanOutLead } from '../integrations/delivery/fan-out.js';

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
 * The 'lead-delivery' worker's step: e-mails the lead to the campaign's reportSentTo and, on every
 * leadsAmountNotification-th lead, a notice to adminNotifyTo. The delivery row is claimed first
 * (attribute_not_exists), so a redelivered message sends nothing twice; if sending fails the claim
 * is released and the message retried. Then one message per integration that delivers the campaign
 * (test leads too); on a redelivery as well, since the fan-out is what a dead worker may have left
 * undone and a second one is harmless (docs/decisions.md, "Leads out: integrations and delivery").
 */
export async function deliverLead(body: unknown, clock: Clock = systemClock): Promise<'sent' | 'already_delivered' | 'no_campaign'> {
  const m = leadDeliveryMessageSchema.parse(body);
  const c = (await db().entities.campaign.get({ rootId: m.rootId, campaignId: m.campaignId }).go()).data;
  if (!c) return 'no_campaign';
  const to = [...new Set(c.reportSentTo ?? [])];
  try {
    await db().entities.leadDelivery.create({ rootId: m.rootId, leadId: m.leadId, deliveredAt: clock.now().toISOString(), emailedTo: to }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    await fanOutLead(m, c.campaignName, clock);
    return 'already_delivered';
  }
  try {
    const label = MODULE_LABELS[m.module];
    const subject = `${m.test ? '[TEST] ' : ''}New ${label} lead: ${c.campaignName} (${c.leadspeekApiId})`;
    const text = `${m.test ? 'This is a test lead (not charged).\n\n' : ''}${leadText(m)}\n\nReport format: ${c.reportType ?? 'CSV'}`;
    for (const addr of to) await mailer().send({ to: addr, subject, text });
    for (const count of m.notifyAdminsAt ?? (m.notifyAdmins ? [m.notifyAdmins] : [])) {
      for (const addr of new Set(c.adminNotifyTo ?? [])) {
        await mailer().send({ to: addr, subject: `${c.campaignName} has delivered ${count} leads`, text: `Campaign ${c.campaignName} (${c.leadspeekApiId}) has now delivered ${count} leads.` });
      }
    }
  } catch (e) {
    await db().entities.leadDelivery.delete({ rootId: m.rootId, leadId: m.leadId }).go();
    throw e;
  }
  await fanOutLead(m, c.campaignName, clock);
  return 'sent';
}
