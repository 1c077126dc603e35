import { z } from 'zod';
import { ADVANCED_INFORMATION, B2B_INFORMATION, CAMPAIGN_MODULES, LIMIT_FREQUENCIES, LOCATION_TARGETS, REIDENTIFICATION_TYPES, REPORT_TYPES } from './modules.js';
import { usStateCodeSchema } from '../geo/geo.contract.js';
import { CAMPAIGN_STATUSES, LISTED_STATUSES } from './status.js';
import { LEAD_STATUSES } from '../leads/lead-status.js';
import { leadRowSchema, type LeadRow } from './lead-row.contract.js';
import { ENHANCE_MIN_LEADS_PER_DAY } from '../audiences/count.contract.js';

const id = z.string().trim().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');
const email = z.string().trim().toLowerCase().max(70, 'An e-mail address has at most 70 characters').pipe(z.email('Enter a valid e-mail address'));
/** Tag inputs: blank entries are ignored (docs/product.md, Inputs and formats). */
const tags = (item: z.ZodType<string, string>, max: number) =>
  z
    .array(z.string())
    .max(max)
    .transform((v) => v.map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(item));
const zip = z.string().regex(/^\d{5}$/, 'A zip code has 5 digits');
const text = (max: number) => z.string().trim().min(1).max(max);
const count = z.coerce.number().int().min(0).max(10_000_000);

/** What every campaign has (PUT /leadspeek/client/update changes these). */
const generalFields = {
  campaignName: z.string().trim().min(1, 'Campaign name is required').max(100),
  startdatecampaign: day.optional(),
  enddatecampaign: day.optional(),
  reportType: z.enum(REPORT_TYPES).default('CSV'),
  reportSentTo: tags(email, 10).default([]),
  adminNotifyTo: tags(email, 10).default([]),
  leadsAmountNotification: count.default(0),
  companyGroupID: z.string().trim().max(64).optional(),
  /** The client's limits, copied from its cost-module settings when left out. */
  CostMaxLead: count.optional(),
  LimitLead: count.optional(),
  LimitLeadFreq: z.enum(LIMIT_FREQUENCIES).optional(),
  LimitLeadStart: day.optional(),
  LimitLeadEnd: day.optional(),
  minimumLimitLeads: count.optional(),
  /** The client's banners the campaign runs with (campaign setup); left out keeps them. */
  banner_ids: z.array(id).max(20, 'Choose at most 20 banners').optional(),
};

/** Site ID's own fields (PUT /leadspeek/client/local/update). */
const localFields = {
  phoneenabled: z.boolean().default(false),
  homeaddressenabled: z.boolean().default(false),
  requireemailaddress: z.boolean().default(true),
  reidentificationtype: z.enum(REIDENTIFICATION_TYPES).default('never'),
  listAdvanceInformationId: tags(z.enum(ADVANCED_INFORMATION.map((o) => o.value) as [string, ...string[]], 'Choose from the list'), 50).default([]),
};

/** Search ID, Enhance ID and B2B ID targeting (PUT /leadspeek/client/locator/update). */
const locatorFields = {
  ...localFields,
  locatorkeyword: tags(text(100), 200).default([]),
  locatorstate: tags(usStateCodeSchema, 60).default([]),
  locatorcity: tags(text(100), 500).default([]),
  locatorzip: tags(zip, 1000).default([]),
  locationtarget: z.enum(LOCATION_TARGETS).default('state'),
  nationaltargeting: z.boolean().default(false),
  listB2BInformationId: tags(z.enum(B2B_INFORMATION.map((o) => o.value) as [string, ...string[]], 'Choose from the list'), 50).default([]),
};

type Dated = { startdatecampaign?: string | undefined; enddatecampaign?: string | undefined; LimitLeadStart?: string | undefined; LimitLeadEnd?: string | undefined; LimitLead?: number | undefined; minimumLimitLeads?: number | undefined };
const datesInOrder = <T extends z.ZodType<Dated>>(s: T) =>
  s
    .refine((v) => !v.startdatecampaign || !v.enddatecampaign || v.startdatecampaign <= v.enddatecampaign, { path: ['enddatecampaign'], message: 'The end date is before the start date.' })
    .refine((v) => !v.LimitLeadStart || !v.LimitLeadEnd || v.LimitLeadStart <= v.LimitLeadEnd, { path: ['LimitLeadEnd'], message: 'The end date is before the start date.' })
    .refine((v) => !v.LimitLead || v.minimumLimitLeads === undefined || v.minimumLimitLeads <= v.LimitLead, { path: ['minimumLimitLeads'], message: 'The minimum cannot be above the lead limit.' });

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;
const PERIOD_WORD = { day: 'a day', week: 'a week', month: 'a month' } as const;
/**
 * The Enhance ID minimum (GET /bigdbm/services/minleaddayenhance): an Enhance ID campaign's lead
 * limit, when it has one (0 is none), allows at least that many leads a day over its period.
 */
export function enhanceLimitError(v: { leadspeekType?: string | undefined; LimitLead?: number | undefined; LimitLeadFreq?: string | undefined }): string | null {
  if (v.leadspeekType !== 'enhance' || !v.LimitLead) return null;
  const freq = v.LimitLeadFreq === 'week' || v.LimitLeadFreq === 'month' ? v.LimitLeadFreq : 'day';
  const least = ENHANCE_MIN_LEADS_PER_DAY * PERIOD_DAYS[freq];
  return v.LimitLead >= least ? null : `An Enhance ID campaign is set up for at least ${ENHANCE_MIN_LEADS_PER_DAY} leads a day: set the lead limit to ${least} or more ${PERIOD_WORD[freq]}, or 0 for no limit.`;
}

type Targeting = { leadspeekType?: string; LimitLead?: number | undefined; LimitLeadFreq?: string | undefined; nationaltargeting?: boolean; locationtarget?: string; locatorstate?: string[]; locatorzip?: string[]; locatorkeyword?: string[] };
/** Search ID needs keywords; Search, Enhance and B2B ID need somewhere to look (national, states or zips). */
export function targetingErrors(v: Targeting): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.leadspeekType || v.leadspeekType === 'local') return out;
  if (v.leadspeekType === 'locator' && !(v.locatorkeyword ?? []).length) out.locatorkeyword = 'Add at least one keyword.';
  if (!v.nationaltargeting) {
    if (v.locationtarget === 'zip' && !(v.locatorzip ?? []).length) out.locatorzip = 'Add at least one zip code, or target the whole nation.';
    if (v.locationtarget !== 'zip' && !(v.locatorstate ?? []).length) out.locatorstate = 'Choose at least one state, or target the whole nation.';
  }
  return out;
}
const targeted = <T extends z.ZodType<Targeting>>(s: T) =>
  s.superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(targetingErrors(v))) ctx.addIssue({ code: 'custom', path: [path], message });
    const limit = enhanceLimitError(v);
    if (limit) ctx.addIssue({ code: 'custom', path: ['LimitLead'], message: limit });
  });

/** POST /api/leadspeek/client/create: a campaign for a client (company_id), all of the module's fields at once. */
export const createCampaignSchema = targeted(
  datesInOrder(
    z.object({
      company_id: z.string().trim().min(1, 'Choose a client.').max(64),
      leadspeekType: z.enum(CAMPAIGN_MODULES),
      ...generalFields,
      ...locatorFields,
    }),
  ),
);
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

export const updateCampaignSchema = datesInOrder(z.object({ campaign_id: id, ...generalFields }));
export type UpdateCampaignInput = z.infer<typeof updateCampaignSchema>;
export const updateLocalSchema = z.object({ campaign_id: id, ...localFields });
export type UpdateLocalInput = z.infer<typeof updateLocalSchema>;
export const updateLocatorSchema = z.object({ campaign_id: id, ...locatorFields });
export type UpdateLocatorInput = z.infer<typeof updateLocatorSchema>;

/** PUT /leadspeek/client/activepause: status 'running' resumes, 'paused' pauses. */
export const activePauseSchema = z.object({ campaign_id: id, status: z.enum(['running', 'paused']) });
export const campaignIdSchema = z.object({ campaign_id: id });

export const CAMPAIGN_SORTS = ['campaign_name', 'company_name', 'leadspeek_api_id', 'status', 'created_at'] as const;
/** GET /api/leadspeek/client/{group}/{type}/{companyId}: {group} a company group id or `all`. */
export const listCampaignsPathSchema = z.object({ group: id, type: z.enum(CAMPAIGN_MODULES), companyId: id });
export const listCampaignsQuerySchema = z.object({
  sortby: z.enum(CAMPAIGN_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  searchkey: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum([...LISTED_STATUSES, 'all']).default('all'),
});

export const campaignSchema = z.object({
  id: z.string(),
  leadspeek_api_id: z.string(),
  leadspeekType: z.enum(CAMPAIGN_MODULES),
  company_id: z.string(),
  company_name: z.string(),
  agency_id: z.string(),
  campaignName: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Why billing stopped it, and what restarts it (stopped only). */
  stop_message: z.string().nullable(),
  startdatecampaign: z.string().nullable(),
  enddatecampaign: z.string().nullable(),
  urlCode: z.string().nullable(),
  urlCodeThankyou: z.string().nullable(),
  /** Site ID: the script tags to paste on every page and on the thank-you page. */
  embed_code: z.string().nullable(),
  embed_code_thankyou: z.string().nullable(),
  reportType: z.enum(REPORT_TYPES),
  reportSentTo: z.array(z.string()),
  adminNotifyTo: z.array(z.string()),
  leadsAmountNotification: z.number(),
  phoneenabled: z.boolean(),
  homeaddressenabled: z.boolean(),
  requireemailaddress: z.boolean(),
  reidentificationtype: z.enum(REIDENTIFICATION_TYPES),
  locatorzip: z.array(z.string()),
  locatorstate: z.array(z.string()),
  locatorcity: z.array(z.string()),
  locatorkeyword: z.array(z.string()),
  locationtarget: z.enum(LOCATION_TARGETS),
  nationaltargeting: z.boolean(),
  listAdvanceInformationId: z.array(z.string()),
  listB2BInformationId: z.array(z.string()),
  companyGroupID: z.string().nullable(),
  CostMaxLead: z.number(),
  LimitLead: z.number(),
  LimitLeadFreq: z.enum(LIMIT_FREQUENCIES),
  LimitLeadStart: z.string().nullable(),
  LimitLeadEnd: z.string().nullable(),
  minimumLimitLeads: z.number(),
  banner_ids: z.array(z.string()).default([]),
  created_at: z.string(),
});
export type CampaignView = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  data: z.array(campaignSchema),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignSavedSchema = z.object({ result: z.literal('success'), message: z.string(), data: campaignSchema });
export const campaignMovedSchema = z.object({ result: z.literal('success'), message: z.string(), status: z.enum(CAMPAIGN_STATUSES) });

/**
 * GET /api/leadspeek/report/lead/{campaignId}/{start}/{end}: the campaign's leads of those days,
 * by date (`sortby` received_at, the one order an index keeps), newest first unless `order=asc`.
 * `page` numbers the page shown; `cursor` (the answer's next_cursor) fetches the page after the one
 * it came from in one query, with `page` still naming it for the "Showing x to y" line.
 */
export const LEAD_REPORT_SORTS = ['received_at'] as const;
export const leadReportPathSchema = z.object({ campaignId: id, start: day, end: day });
export const leadReportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum([...LEAD_STATUSES, 'all']).default('all'),
  sortby: z.enum(LEAD_REPORT_SORTS).default('received_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(500).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export { leadRowSchema, type LeadRow };
export const leadPageSchema = z.object({ current_page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number(), from: z.number().nullable(), to: z.number().nullable(), data: z.array(leadRowSchema), next_cursor: z.string().nullable().optional() });

/** GET /api/leadspeek/leads/{type}/{companyId}/{start}/{end}: leads management (an agency's administrators). */
export const agencyLeadsPathSchema = z.object({ type: z.enum(CAMPAIGN_MODULES), companyId: id, start: day, end: day });
export const agencyLeadsQuerySchema = leadReportQuerySchema.extend({ client_id: z.string().max(64).optional(), searchkey: z.string().trim().max(100).optional() });

/** GET /api/leadspeek/dashboard/{type}/{companyId}: the module dashboard's figures. */
export const dashboardPathSchema = z.object({ type: z.enum(CAMPAIGN_MODULES), companyId: id });
export const dashboardSchema = z.object({
  today: z.number(),
  last7: z.number(),
  last30: z.number(),
  /** What delivered leads cost over the 30 days: the client's spend (retail) in cents. */
  spend_cents_30: z.number(),
  active_campaigns: z.number(),
  time_zone: z.string(),
  days: z.array(z.object({ day: z.string(), delivered: z.number(), suppressed: z.number(), over_limit: z.number(), spend_cents: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Company groups (docs/product.md, Campaigns and the four modules): GET /api/company/group?companyID=, POST { companyID, companyGroupName }, DELETE ?companyID=&companyGroupID=. */
export const groupListQuerySchema = z.object({ companyID: id });
export const createGroupSchema = z.object({ companyID: id, companyGroupName: z.string().trim().min(1, 'Group name is required').max(60) });
export const deleteGroupQuerySchema = z.object({ companyID: id, companyGroupID: id });
export const groupSchema = z.object({ companyGroupID: z.string(), companyGroupName: z.string(), campaigns: z.number() });
export const groupListSchema = z.object({ data: z.array(groupSchema) });

/** Organizations (docs/product.md, Campaigns and the four modules: OrganizationName, ParentID, CustomID): a company's external organization record. */
export const createOrganizationSchema = z.object({ companyID: id, OrganizationName: z.string().trim().min(1, 'Organization name is required').max(100), ParentID: z.string().trim().max(64).optional(), CustomID: z.string().trim().max(64).optional() });
export const organizationQuerySchema = z.object({ companyID: id });
export const organizationSchema = z.object({ OrganizationID: z.string(), OrganizationName: z.string(), ParentID: z.string().nullable(), CustomID: z.string().nullable(), company_id: z.string() });

/** GET /api/leadspeek/getcampaignresource/{organizationId}/{campaignId}. */
export const campaignResourcePathSchema = z.object({ organizationId: id, campaignId: id });
