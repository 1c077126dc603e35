import { z } from 'zod';

/** The queue the provider's leads go through (the vendor's push, the pixel's resolved visits, the simulator). */
export const LEAD_INGEST_QUEUE = 'lead-ingest';

const text = (max = 200) => z.string().trim().max(max).optional();

/**
 * One lead as the provider hands it over (POST /api/ingest/leads carries `{ leads: [...] }` of
 * these). `lead_id` is the provider's id of this sighting; with the campaign it keys the stored
 * lead, so the same lead sent twice is one lead. `campaign_code` is the campaign's
 * leadspeek_api_id or its Site ID pixel code.
 */
export const incomingLeadSchema = z.object({
  lead_id: z.string().trim().min(1).max(128).regex(/^[\w.:@-]+$/, 'Use letters, digits and . : @ - _ only.'),
  campaign_code: z.string().trim().min(1).max(64),
  received_at: z.iso.datetime({ offset: true }).optional(),
  /** The provider's id of the person, for re-identification when there is no e-mail. */
  person_id: text(128),
  email: z.string().trim().max(320).optional(),
  first_name: text(),
  last_name: text(),
  phone: text(40),
  address: text(),
  city: text(100),
  state: text(40),
  zip: text(20),
  company_name: text(),
  job_title: text(),
  keyword: text(),
  url: text(2000),
  referrer: text(2000),
});
export type IncomingLead = z.infer<typeof incomingLeadSchema>;

/**
 * What the 'lead-ingest' queue carries: a provider lead, or a release of one client's leads that
 * waited (pending) for its prepaid wallet, sent after a top-up is credited or a campaign resumes.
 */
export const leadReleaseMessageSchema = z.object({ kind: z.literal('release'), rootId: z.string().min(1).max(64), companyId: z.string().min(1).max(64) });
export type LeadReleaseMessage = z.infer<typeof leadReleaseMessageSchema>;
export const leadIngestMessageSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('lead'), lead: incomingLeadSchema }), leadReleaseMessageSchema]);
export type LeadIngestMessage = z.infer<typeof leadIngestMessageSchema>;

/** The vendor's push body. */
export const ingestLeadsBodySchema = z.object({ leads: z.array(incomingLeadSchema).min(1).max(500) });
