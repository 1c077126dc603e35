import type { Actor } from '../access/actor.js';
import { assertMayChange, readableCampaign } from '../campaigns/campaign-access.js';
import { isConditionFailure } from '../db/conditions.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { rateLimited } from '../shared/errors.js';
import { dailyStatsAdd, statsDay, statsKeys } from './daily-stats.js';
import { LEAD_DELIVERY_QUEUE } from './delivery.contract.js';
import type { Lead } from './lead.entity.js';
import { TEST_LEAD_LIMITED } from './lead-tools.contract.js';
import { deliveryMessage } from './process-lead.js';
import { createWriteTransaction } from 'electrodb';
import { leadCounterEntity } from './lead-counter.entity.js';
import { leadEntity } from './lead.entity.js';
import { dailyStatsEntity } from './daily-stats.entity.js';


/** The sample person a test lead carries (clearly not a real one). */
const SAMPLE = { firstName: 'Test', lastName: 'Lead', email: 'test.lead@example.com', phone: '(555) 010-0000', address: '100 Sample St', city: 'Austin', state: 'TX', zip: '78701', companyName: 'Sample Company', jobTitle: 'Owner', keyword: 'sample keyword', url: 'https://example.com/' };

/** One test per campaign per minute: claimed with a condition, so a burst sends one. */
async function claimTestSlot(rootId: string, campaignId: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - 60_000).toISOString();
  try {
    await leadCounterEntity.update({ rootId, campaignId, period: 'test' })
      .set({ lastTestAt: now.toISOString() })
      .where((a, op) => `${op.notExists(a.lastTestAt)} OR ${op.lte(a.lastTestAt, cutoff)}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * POST /api/send-test-lead: a sample lead through delivery (the report e-mail and the integrations'
 * queue), stored as test on the campaign's report and never charged; whoever may change the
 * campaign may send one, once a minute per campaign.
 */
export async function sendTestLead(actor: Actor, campaignId: string, clock: Clock = systemClock) {
  const scope = await readableCampaign(actor, campaignId);
  await assertMayChange(actor, scope, 'update');
  const c = scope.campaign;
  const now = clock.now();
  if (!(await claimTestSlot(c.rootId, c.campaignId, now))) throw rateLimited(TEST_LEAD_LIMITED);
  const lead: Lead = {
    rootId: c.rootId,
    leadId: `test-${c.campaignId}-${now.getTime()}`,
    campaignId: c.campaignId,
    companyId: c.companyId,
    agencyId: c.agencyId,
    module: c.leadspeekType,
    receivedAt: now.toISOString(),
    createdAt: now.toISOString(),
    personKey: `test:${now.getTime()}`,
    status: 'test',
    statusReason: 'Send test lead',
    ...SAMPLE,
    amountRetailCents: 0,
    amountWholesaleCents: 0,
  };
  const day = statsDay(now, scope.client.timezone ?? 'America/Chicago');
  await createWriteTransaction({ lead: leadEntity, dailyStats: dailyStatsEntity }, ({ lead: leads, dailyStats }) => [
      leads.create(lead).commit(),
      ...statsKeys(lead, day).map((key) => dailyStats.update(key).add(dailyStatsAdd('test')).commit()),
    ])
    .go();
  await queue().send(LEAD_DELIVERY_QUEUE, deliveryMessage(lead, c));
  return { result: 'success' as const, message: 'A test lead has been sent.' };
}
