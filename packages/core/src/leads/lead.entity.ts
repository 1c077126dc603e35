import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { LEAD_STATUSES } from './lead-status.js';

/**
 * One lead a campaign received (docs/product.md, Leads). Written once by the lead pipeline, keyed by the
 * lead's own id (the provider's or the pixel hit's), so a redelivered message finds it already there. Money
 * is integer cents: what the client pays (retail) and what the agency pays the root (wholesale), 0 unless
 * delivered.
 *
 * Indexes: a campaign's leads by date (the campaign's lead report), an agency's and a client's
 * leads by module and date (leads management, downloads), and a campaign's leads of one status by
 * date (the report filtered by status pages from it; the re-identification rule reads the person's
 * claim item instead, so the person index it once had is this one now). A change of status moves
 * the lead in this index: patches that set `status` pass `campaignId` and `receivedAt` through
 * `.composite(...)` so ElectroDB can rebuild its key.
 *
 * Leads management's search reads two more (docs/decisions.md, "Campaign reports"): an agency's leads
 * of a module by e-mail and by name ("last first"), lower-cased, so the beginning of either is one
 * key-range Query however many leads the agency has. Their keys are derived once, when the lead is
 * written (the person's fields never change after). A status filter over the whole agency reads an
 * agency's leads of a module and one status by date, so its first page is one bounded Query rather
 * than the date index read until enough match; a status change moves the lead in it too, so status
 * patches also pass `agencyId` and `module`.
 */
/** A search key: the words trimmed, lower-cased, one space apart ('' when there are none). */
export const searchKeyOf = (...parts: (string | undefined)[]) =>
  parts
    .flatMap((p) => (p ?? '').toLowerCase().split(/\s+/))
    .filter(Boolean)
    .join(' ');

export const leadEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'lead', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      leadId: { type: 'string', required: true, readOnly: true },
      campaignId: { type: 'string', required: true, readOnly: true },
      /** The campaign's client. */
      companyId: { type: 'string', required: true, readOnly: true },
      agencyId: { type: 'string', required: true, readOnly: true },
      module: { type: CAMPAIGN_MODULES, required: true, readOnly: true },
      /** When the provider saw the person (the pixel hit, the vendor's record). */
      receivedAt: { type: 'string', required: true, readOnly: true },
      /** When the pipeline stored it. */
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Who the person is for the re-identification rule: the lower-cased e-mail, else the provider's person id. */
      personKey: { type: 'string', required: true, readOnly: true },
      status: { type: LEAD_STATUSES, required: true },
      /** Why it was not delivered (the list that suppressed it, the limit it hit). */
      statusReason: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      address: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      zip: { type: 'string' },
      /** B2B ID: the person's company and title. */
      companyName: { type: 'string' },
      jobTitle: { type: 'string' },
      /** Search ID / Enhance ID: the keyword that matched; Site ID: the page visited and where from. */
      keyword: { type: 'string' },
      url: { type: 'string' },
      referrer: { type: 'string' },
      amountRetailCents: { type: 'number', required: true, default: 0 },
      amountWholesaleCents: { type: 'number', required: true, default: 0 },
      /** The search indexes' keys: the lower-cased e-mail, and "last first" lower-cased ('' when absent). */
      emailKey: { type: 'string', hidden: true, readOnly: true, watch: ['leadId'], set: (_, a) => searchKeyOf(a.email) },
      nameKey: { type: 'string', hidden: true, readOnly: true, watch: ['leadId'], set: (_, a) => searchKeyOf(a.lastName, a.firstName) },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'leadId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCampaign: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'campaignId'] },
        sk: { field: 'gsi1sk', composite: ['receivedAt', 'leadId'] },
      },
      byAgency: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'gsi2sk', composite: ['module', 'receivedAt', 'leadId'] },
      },
      byCompany: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi3sk', composite: ['module', 'receivedAt', 'leadId'] },
      },
      byCampaignStatus: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['rootId', 'campaignId', 'status'] },
        sk: { field: 'gsi4sk', composite: ['receivedAt', 'leadId'] },
      },
      byAgencyEmail: {
        index: 'gsi5',
        pk: { field: 'gsi5pk', composite: ['rootId', 'agencyId', 'module'] },
        sk: { field: 'gsi5sk', composite: ['emailKey', 'receivedAt', 'leadId'] },
      },
      byAgencyName: {
        index: 'gsi6',
        pk: { field: 'gsi6pk', composite: ['rootId', 'agencyId', 'module'] },
        sk: { field: 'gsi6sk', composite: ['nameKey', 'receivedAt', 'leadId'] },
      },
      byAgencyStatus: {
        index: 'gsi7',
        pk: { field: 'gsi7pk', composite: ['rootId', 'agencyId', 'module', 'status'] },
        sk: { field: 'gsi7sk', composite: ['receivedAt', 'leadId'] },
      },
    },
  }),
);

export type Lead = EntityItem<typeof leadEntity>;
