import { auditRow } from '../../audit/record.js';
import { isConditionFailure } from '../../db/conditions.js';
import { runTransaction } from '../../db/transaction.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { mailer } from '../../platform/mailer.js';
import { getCompany } from '../../tenancy/companies.js';
import { getIntegration } from '../connections.js';
import { createWriteTransaction } from 'electrodb';
import { deliveryHealthEntity } from './integration-delivery.entity.js';
import { integrationEntity } from '../integration.entity.js';
import { auditEntity } from '../../audit/audit.entity.js';

/** After this long failing (nothing delivered meanwhile) the owner is told, once. */
export const NOTIFY_OWNER_AFTER_MS = 24 * 3600 * 1000;
/** After this long failing the integration is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;

const SYSTEM = { userId: 'system', name: 'System', userType: 'system' };

/**
 * A delivered lead ends the endpoint's run of failures. The delivery batch read the run with its
 * rows and calls this only when there was one, so a success costs no read of its own.
 */
export async function endFailureRun(rootId: string, integrationId: string): Promise<void> {
  await deliveryHealthEntity.delete({ rootId, integrationId }).go({ response: 'none' });
}

/** Sets an attribute once: true for the one caller whose conditioned write made it. */
async function setOnce(rootId: string, integrationId: string, field: 'ownerNotifiedAt' | 'disabledAt', at: string): Promise<boolean> {
  try {
    await deliveryHealthEntity.patch({ rootId, integrationId })
      .set({ [field]: at })
      .where((a, op) => op.notExists(a[field]))
      .go({ response: 'none' });
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/**
 * A failed attempt: starts the endpoint's run of failures if none is running; 24 h into it the
 * company's owner gets one e-mail, 3 days into it the integration is disabled (docs/decisions.md,
 * "Leads out: integrations and delivery", Delivery).
 */
export async function noteFailure(rootId: string, integrationId: string, detail: string, clock: Clock = systemClock): Promise<void> {
  const now = clock.now();
  await deliveryHealthEntity.create({ rootId, integrationId, failingSince: now.toISOString() })
    .go({ response: 'none' })
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  const h = (await deliveryHealthEntity.get({ rootId, integrationId }).go({ consistent: true })).data;
  if (!h) return;
  const failingMs = now.getTime() - Date.parse(h.failingSince);
  if (failingMs >= NOTIFY_OWNER_AFTER_MS && !h.ownerNotifiedAt && (await setOnce(rootId, integrationId, 'ownerNotifiedAt', now.toISOString()))) {
    await mailOwner(rootId, integrationId, h.failingSince, detail);
  }
  if (failingMs >= DISABLE_AFTER_MS && !h.disabledAt && (await setOnce(rootId, integrationId, 'disabledAt', now.toISOString()))) {
    await disableIntegration(rootId, integrationId, `Deliveries failed for 3 days (since ${h.failingSince}); last answer: ${detail}`.slice(0, 500), clock);
  }
}

async function mailOwner(rootId: string, integrationId: string, since: string, detail: string): Promise<void> {
  const integration = await getIntegration(rootId, integrationId);
  if (!integration) return;
  const company = await getCompany(rootId, integration.companyId);
  if (!company?.ownerEmail) return;
  const url = typeof (integration.settings as { url?: unknown }).url === 'string' ? ` (${(integration.settings as { url: string }).url})` : '';
  await mailer().send({
    to: company.ownerEmail,
    subject: `Your ${integration.type} integration has been failing for 24 hours`,
    text:
      `Leads sent to your ${integration.type} integration${url} have failed since ${since}.\n` +
      `Last answer: ${detail}\n\n` +
      'We keep retrying; if deliveries still fail 3 days after the first failure the integration is disabled. ' +
      'Failed deliveries are listed on the integration page, where you can replay them once it is fixed.',
  });
}

/**
 * Disables an integration with why, and its audit entry, in one transaction conditioned on the
 * version read (a 410, or 3 days of failures). An integration no longer connected is left as is.
 */
export async function disableIntegration(rootId: string, integrationId: string, why: string, clock: Clock = systemClock): Promise<boolean> {
  for (let tries = 0; tries < 3; tries++) {
    const i = await getIntegration(rootId, integrationId);
    if (!i || i.status !== 'connected') return false;
    const audit = await auditRow({ rootId, companyId: i.companyId, user: SYSTEM, action: 'integration_disconnected', description: `Integration ${i.type} disabled: ${why}` }, clock);
    const tx = await runTransaction(() =>
      createWriteTransaction({ integration: integrationEntity, audit: auditEntity }, ({ integration, audit: log }) => [
          integration
            .patch({ rootId, integrationId })
            .set({ status: 'disabled', statusReason: why, updatedAt: clock.now().toISOString(), updatedBy: 'system', version: i.version + 1 })
            .where((a, op) => op.eq(a.version, i.version))
            .commit(),
          log.create(audit).commit(),
        ])
        .go(),
    );
    if (tx.ok) return true;
  }
  return false;
}
