import { Entity } from 'electrodb';

export const CAMPAIGN_MODULES = ['local', 'locator', 'enhance', 'b2b'] as const;
/**
 * The seed names the active/pause, archive and remove calls but not the status values; these are
 * the states those calls move a campaign between. Only 'active' campaigns block turning a module off.
 */
export const CAMPAIGN_STATUSES = ['active', 'paused', 'stopped', 'archived'] as const;

/**
 * A client's lead-generation campaign (seed 001 §3 "Campaign (leadspeek)"). The campaigns issue
 * owns creating and running them and adds its fields here; the administration area only asks which
 * campaigns of a module are active for a client or across an agency's clients.
 */
export const campaignEntity = new Entity({
  model: { entity: 'campaign', version: '1', service: 'platform' },
  attributes: {
    rootId: { type: 'string', required: true, readOnly: true },
    campaignId: { type: 'string', required: true, readOnly: true },
    agencyId: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    leadspeekType: { type: CAMPAIGN_MODULES, required: true, readOnly: true },
    /** The public id the spec calls leadspeek_api_id. */
    leadspeekApiId: { type: 'string', required: true, readOnly: true },
    campaignName: { type: 'string', required: true },
    status: { type: CAMPAIGN_STATUSES, required: true, default: 'active' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
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
  },
});
