import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../../db/lazy-entity.js';
import { DELIVERY_STATUSES } from './delivery-values.js';

/** What the due index's sort key holds once a row is delivered or failed: above every ISO time. */
export const NOT_DUE = 'done';

/**
 * One (lead, integration) delivery: the claim, the state and the log line the integration's page
 * shows. Made once by the fan-out (attribute_not_exists); every attempt moves its status with a
 * condition on the status it read (pending → sending → delivered | pending again | failed), so two
 * workers never send it at the same time. `dueAt` is when someone must look at it next (a retry's
 * time, or when a `sending` claim counts as abandoned); the minute sweep reads the due index.
 */
export const integrationDeliveryEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'integrationDelivery', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      integrationId: { type: 'string', required: true, readOnly: true },
      leadId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      integrationType: { type: 'string', required: true, readOnly: true },
      test: { type: 'boolean', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** The OutboundLead as JSON, so retries, the sweep and a replay send what the fan-out saw. */
      leadJson: { type: 'string', required: true, readOnly: true },
      status: { type: DELIVERY_STATUSES, required: true },
      /** Attempts made so far (the one in flight included while `sending`). */
      attempt: { type: 'number', default: 0 },
      claimedAt: { type: 'string' },
      nextAttemptAt: { type: 'string' },
      /** 0-15, spreads the due index over partitions. */
      dueShard: { type: 'string', required: true },
      dueAt: { type: 'string', required: true },
      firstFailedAt: { type: 'string' },
      lastAttemptAt: { type: 'string' },
      deliveredAt: { type: 'string' },
      httpStatus: { type: 'number' },
      detail: { type: 'string' },
      latencyMs: { type: 'number' },
      providerRef: { type: 'string' },
      replays: { type: 'number', default: 0 },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['rootId', 'integrationId', 'leadId'] },
        sk: { field: 'sk', composite: [] },
      },
      byIntegration: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'integrationId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'leadId'] },
      },
      byDue: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['dueShard'] },
        sk: { field: 'gsi2sk', composite: ['dueAt'] },
      },
    },
  }),
);
export type IntegrationDelivery = EntityItem<typeof integrationDeliveryEntity>;

/**
 * A fixed-window counter of calls to one connection (the adapter's published limit, e.g.
 * GoHighLevel's 100 per 10 s): one conditioned update takes a slot; expires by TTL.
 */
export const deliveryRateEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'deliveryRate', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      integrationId: { type: 'string', required: true, readOnly: true },
      window: { type: 'number', required: true, readOnly: true },
      count: { type: 'number', default: 0 },
      ttl: { type: 'number' },
    },
    indexes: {
      byWindow: {
        pk: { field: 'pk', composite: ['rootId', 'integrationId'] },
        sk: { field: 'sk', composite: ['window'] },
      },
    },
  }),
);

/**
 * An endpoint's run of failures (any delivery failing since `failingSince`, none delivered since):
 * the owner is told once after 24 h (`ownerNotifiedAt`, set with a condition), the integration
 * disabled after 3 days. A delivered lead removes the row.
 */
export const deliveryHealthEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'deliveryHealth', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      integrationId: { type: 'string', required: true, readOnly: true },
      failingSince: { type: 'string', required: true },
      ownerNotifiedAt: { type: 'string' },
      disabledAt: { type: 'string' },
    },
    indexes: {
      byIntegration: {
        pk: { field: 'pk', composite: ['rootId', 'integrationId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
export type DeliveryHealth = EntityItem<typeof deliveryHealthEntity>;
