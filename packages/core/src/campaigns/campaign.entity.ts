import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { CAMPAIGN_STATUSES, STOP_REASONS } from './status.js';
import { CAMPAIGN_MODULES, LIMIT_FREQUENCIES, LOCATION_TARGETS, REIDENTIFICATION_TYPES, REPORT_TYPES } from './modules.js';
import { exclusionListAttributes } from '../exclusions/list-owner-attributes.js';

export { CAMPAIGN_MODULES } from './modules.js';
export { CAMPAIGN_STATUSES } from './status.js';

const stringList = { type: 'list', items: { type: 'string' } } as const;

/**
 * A client's lead-generation campaign (docs/product.md, Campaigns and the four modules), with the client's
 * cost-module limits copied onto it when it is created (editable per campaign afterwards). The spec's
 * own field names are kept for its fields, so the API answers them as stored.
 *
 * Indexes: the client's and the agency's campaigns by module and status (which are running, for
 * the module-off refusal and billing's stop) and by module and creation time (the campaign table's
 * newest-first page). Other sorts and the search read one client's or agency's module partition
 * once; nothing scans.
 */
export const campaignEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'campaign', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      /** The client's agency (its parent). */
      agencyId: { type: 'string', required: true, readOnly: true },
      /** The client company the campaign belongs to. */
      companyId: { type: 'string', required: true, readOnly: true },
      leadspeekType: { type: CAMPAIGN_MODULES, required: true, readOnly: true },
      /** The public id the spec calls leadspeek_api_id (unique, claimed in campaign-code.entity). */
      leadspeekApiId: { type: 'string', required: true, readOnly: true },
      campaignName: { type: 'string', required: true },
      status: { type: CAMPAIGN_STATUSES, required: true, default: 'running' },
      /** Set while status is stopped: what billing stopped it for (status.ts STOP_REASON_MESSAGES). */
      stopReason: { type: STOP_REASONS },
      /** yyyy-MM-dd in the client's time zone; leads outside these days are over the limit. */
      startdatecampaign: { type: 'string' },
      enddatecampaign: { type: 'string' },
      /** Site ID: the pixel code of the embed code (GET /api/pixel/{urlCode}.js), and the thank-you page's. */
      urlCode: { type: 'string' },
      urlCodeThankyou: { type: 'string' },
      reportType: { type: REPORT_TYPES, default: 'CSV' },
      reportSentTo: { ...stringList, default: () => [] },
      adminNotifyTo: { ...stringList, default: () => [] },
      /** Every this many leads the admins are told (0: never). */
      leadsAmountNotification: { type: 'number', default: 0 },
      phoneenabled: { type: 'boolean', default: false },
      homeaddressenabled: { type: 'boolean', default: false },
      requireemailaddress: { type: 'boolean', default: true },
      reidentificationtype: { type: REIDENTIFICATION_TYPES, default: 'never' },
      locatorzip: { ...stringList, default: () => [] },
      locatorstate: { ...stringList, default: () => [] },
      locatorcity: { ...stringList, default: () => [] },
      locatorkeyword: { ...stringList, default: () => [] },
      locationtarget: { type: LOCATION_TARGETS, default: 'state' },
      nationaltargeting: { type: 'boolean', default: false },
      /** Site ID advanced data: the extra fields asked for (non-empty makes it an advanced-data campaign). */
      listAdvanceInformationId: { ...stringList, default: () => [] },
      /** B2B ID: the company fields asked for. */
      listB2BInformationId: { ...stringList, default: () => [] },
      companyGroupID: { type: 'string' },
      /** The client's banners (Ads Design) the campaign runs with, chosen in campaign setup. */
      bannerIds: { ...stringList, default: () => [] },
      /** The client's cost-module limits (docs/product.md, Campaigns and the four modules), 0 meaning no limit. */
      CostMaxLead: { type: 'number', default: 0 },
      LimitLead: { type: 'number', default: 0 },
      LimitLeadFreq: { type: LIMIT_FREQUENCIES, default: 'day' },
      LimitLeadStart: { type: 'string' },
      LimitLeadEnd: { type: 'string' },
      minimumLimitLeads: { type: 'number', default: 0 },
      /** When it first ran (the one-time set-up fee is charged then). */
      firstStartedAt: { type: 'string' },
      createdByUserId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: { type: 'string' },
      ...exclusionListAttributes,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'campaignId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi1sk', composite: ['leadspeekType', 'status', 'campaignId'] },
      },
      byAgency: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'gsi2sk', composite: ['leadspeekType', 'status', 'campaignId'] },
      },
      byCompanyCreated: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['rootId', 'companyId', 'leadspeekType'] },
        sk: { field: 'gsi3sk', composite: ['createdAt', 'campaignId'] },
      },
      byAgencyCreated: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['rootId', 'agencyId', 'leadspeekType'] },
        sk: { field: 'gsi4sk', composite: ['createdAt', 'campaignId'] },
      },
    },
  }),
);

export type Campaign = EntityItem<typeof campaignEntity>;
