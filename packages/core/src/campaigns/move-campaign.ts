import type { Actor } from '../access/actor.js';
import { runTransaction } from '../db/transaction.js';
import { requestLeadRelease } from '../leads/release-pending.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict } from '../shared/errors.js';
import { assertMayChange, readableCampaign } from './campaign-access.js';
import { campaignAuditRow } from './campaign-audit.js';
import { assertB2bOpen } from './b2b-beta.js';
import { assertSubscriptionLive } from '../subscriptions/subscription-bill.js';
import { assertB2bAgreed } from './create-campaign.js';
import { prepaidRefusal, restartRefusal } from './restart-rule.js';
import { nameClaim } from './campaign-code.entity.js';
import { runningCountWrites } from './running-count.js';
import { firstStartWrites, settleSetupFeeAfterStart } from '../billing-runs/setup-fee.js';
import { ACTION_PERMISSION, nextStatus, STATUS_LABELS, type CampaignAction, type CampaignStatus } from './status.js';
import { createWriteTransaction } from 'electrodb';
import { campaignEntity } from './campaign.entity.js';
import { campaignCodeEntity } from './campaign-code.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';
import { billingEventEntity } from '../billing/billing-event.entity.js';
import { billingRootEntity } from '../billing-runs/billing-run.entity.js';

const DONE: Record<CampaignAction, string> = {
  run: 'The campaign is running.',
  pause: 'The campaign is paused.',
  archive: 'The campaign has been archived.',
  remove: 'Deleted!',
};

/**
 * PUT /leadspeek/client/activepause, /archive, /remove: one move of the transition table
 * (status.ts), refused with 409 and the table's reason. Written with its user-log row in one
 * transaction conditioned on the status it moved from, so a concurrent move cannot apply twice.
 */
export async function moveCampaign(actor: Actor, campaignId: string, action: CampaignAction, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const scope = await readableCampaign(actor, campaignId);
  const me = await assertMayChange(actor, scope, ACTION_PERMISSION[action]);
  await assertB2bAgreed(actor, scope.campaign.leadspeekType);
  const c = scope.campaign;
  const move = nextStatus(c.status, action);
  if (!move.ok) throw conflict(move.message);
  if (c.status === 'stopped' && action === 'run') {
    const refusal = await restartRefusal(c, scope.client, scope.agency);
    if (refusal) throw conflict(refusal);
  }
  if (action === 'run') {
    assertB2bOpen(c.leadspeekType, scope.agency);
    assertSubscriptionLive(scope.agency, clock.now());
    const refusal = await prepaidRefusal(c, scope.agency);
    if (refusal) throw conflict(refusal);
  }
  const to: CampaignStatus = move.to;
  const now = clock.now().toISOString();
  const audit = await campaignAuditRow(actor, me, c, 'campaign_status_changed', `${c.campaignName} (${c.leadspeekApiId}): ${STATUS_LABELS[c.status]} → ${STATUS_LABELS[to]}`, ctx.ip, clock);
  const firstStart = to === 'running' && !c.firstStartedAt;
  const res = await runTransaction(() =>
    createWriteTransaction({ campaign: campaignEntity, campaignCode: campaignCodeEntity, company: companyEntity, audit: auditEntity, billingEvent: billingEventEntity, billingRoot: billingRootEntity }, ({ campaign, campaignCode, company, audit: log, billingEvent, billingRoot }) => {
        let op = campaign
          .patch({ rootId: c.rootId, campaignId: c.campaignId })
          .set({ status: to, updatedAt: now, ...(firstStart ? { firstStartedAt: now } : {}) })
          .composite({ leadspeekType: c.leadspeekType, companyId: c.companyId, agencyId: c.agencyId });
        if (c.stopReason) op = op.remove(['stopReason']);
        // A removed campaign gives its name back, so a new one may take it.
        const release = to === 'removed' ? [campaignCode.delete({ code: nameClaim(c, c.campaignName) }).commit()] : [];
        // The first start (a campaign never run before) records its set-up fee, settled right after.
        const setup = firstStart ? firstStartWrites({ billingEvent, billingRoot }, c, actor.userId, now) : [];
        return [op.where((a, w) => w.eq(a.status, c.status)).commit(), ...runningCountWrites({ company }, c, c.status, to), ...release, log.create(audit).commit(), ...setup];
      })
      .go(),
  );
  if (!res.ok) throw conflict('This campaign changed meanwhile. Please reload it.');
  // Leads that waited while it could not pay move on once it runs.
  if (to === 'running') await requestLeadRelease(c.rootId, c.companyId);
  if (firstStart) await settleSetupFeeAfterStart(c.rootId, c.campaignId, now, clock);
  return { result: 'success' as const, message: DONE[action], status: to };
}
