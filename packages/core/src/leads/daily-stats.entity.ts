import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';

/** Whose day an item counts: a client's, an agency's (its clients' leads) or one campaign's. */
export const STATS_SCOPES = ['client', 'agency', 'campaign'] as const;
export type StatsScope = (typeof STATS_SCOPES)[number];

/**
 * Leads per day, kept by the lead pipeline in the same transaction as each lead (ADD, so it is
 * exact), read by the module dashboards and the campaign reports: one item per client + module +
 * day, one per agency + module + day and one per campaign + day (`scope`), the day in the client's
 * time zone (yyyy-MM-dd; an agency's items in the agency's clients' zones, as the dashboard always
 * read them). A dashboard's or a campaign chart's 30 days are one query of at most 30 items.
 */
export const dailyStatsEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'dailyStats', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      scope: { type: STATS_SCOPES, required: true, readOnly: true },
      /** The client's or the agency's company id, or the campaign's id. */
      scopeId: { type: 'string', required: true, readOnly: true },
      module: { type: CAMPAIGN_MODULES, required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      delivered: { type: 'number', default: 0 },
      suppressed: { type: 'number', default: 0 },
      overLimit: { type: 'number', default: 0 },
      test: { type: 'number', default: 0 },
      pending: { type: 'number', default: 0 },
      /** What delivered leads were charged: client to agency (retail), agency to root (wholesale). */
      retailCents: { type: 'number', default: 0 },
      wholesaleCents: { type: 'number', default: 0 },
      /** Of those, the leads paid from the client's prepaid wallet (debited with the lead): the agency's payout counts their margin (docs/decisions.md, "Agency payouts"). */
      prepaidLeads: { type: 'number', default: 0 },
      prepaidRetailCents: { type: 'number', default: 0 },
      prepaidWholesaleCents: { type: 'number', default: 0 },
    },
    indexes: {
      byScopeDay: {
        pk: { field: 'pk', composite: ['rootId', 'scope', 'scopeId', 'module'] },
        sk: { field: 'sk', composite: ['day'] },
      },
    },
  }),
);

export type DailyStats = EntityItem<typeof dailyStatsEntity>;
