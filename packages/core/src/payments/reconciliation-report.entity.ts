import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

const figures = {
  /** Succeeded charges created that day, and refunds created that day of the root's charges. */
  tookCents: { type: 'number', required: true },
  gaveBackCents: { type: 'number', required: true },
  /** What the ledger holds of the same money (invoice amounts, top-up and refund rows matched by gateway id). */
  ledgerTookCents: { type: 'number', required: true },
  ledgerGaveBackCents: { type: 'number', required: true },
  charges: { type: 'number', required: true },
  refunds: { type: 'number', required: true },
  differences: { type: 'number', required: true },
} as const;

/**
 * A root's daily reconciliation report (docs/decisions.md, "Money you can trust"): the gateway's
 * charges and refunds of one UTC day against the ledger, per company and in total. Created only if
 * absent, so the schedule run twice keeps (and mails) the first report of a day.
 */
export const reconciliationReportEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'reconciliationReport', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      /** yyyy-MM-dd, UTC. */
      day: { type: 'string', required: true, readOnly: true },
      ...figures,
      companies: {
        type: 'list',
        items: { type: 'map', properties: { companyId: { type: 'string', required: true }, ...figures } },
      },
      /** The first differences (an item stays small); `differences` counts them all. */
      listed: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            gatewayId: { type: 'string', required: true },
            companyId: { type: 'string', required: true },
            amountCents: { type: 'number', required: true },
            what: { type: 'string', required: true },
          },
        },
      },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byDay: {
        pk: { field: 'pk', composite: ['rootId'] },
        sk: { field: 'sk', composite: ['day'] },
      },
    },
  }),
);
export type ReconciliationReportItem = EntityItem<typeof reconciliationReportEntity>;
