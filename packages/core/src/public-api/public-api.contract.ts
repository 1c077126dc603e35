import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '../developer/scopes.js';
import { CAMPAIGN_MODULES } from '../campaigns/modules.js';
import { LISTED_STATUSES } from '../campaigns/status.js';
import { leadRowSchema } from '../campaigns/lead-row.contract.js';
import { EXCLUSION_MAX_RECORDS } from '../exclusions/exclusion-values.js';

/**
 * The public API's requests and answers: one source for the handlers' parsing and the OpenAPI
 * document (public-api/openapi.ts reads these through z.toJSONSchema).
 */

const id = z.string().trim().min(1, 'An id is required').max(64, 'The id is too long').regex(/^[A-Za-z0-9_-]+$/, 'The id is not valid');

// --- token endpoint (RFC 6749, section 4.4) ---

export const tokenRequestSchema = z
  .object({
    grant_type: z.string().max(64).optional().meta({ description: 'Always `client_credentials`.' }),
    client_id: z.string().max(200).optional().meta({ description: 'The key\'s client id (or send it with HTTP Basic).' }),
    client_secret: z.string().max(200).optional().meta({ description: 'The key\'s secret (or send it with HTTP Basic).' }),
    scope: z.string().max(500).optional().meta({ description: 'Space-separated scopes, a subset of the key\'s; all of the key\'s when left out.' }),
  })
  .meta({ id: 'TokenRequest' });

export const tokenAnswerSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string().meta({ description: 'Space-separated scopes the token carries.' }),
  })
  .meta({ id: 'TokenAnswer' });

export const apiErrorSchema = z
  .object({
    result: z.literal('error'),
    message: z.string(),
    error: z.string().optional().meta({ description: 'RFC 6749, section 5.2 / RFC 6750, section 3.1 code: invalid_request, invalid_client, unsupported_grant_type, invalid_scope, invalid_token, insufficient_scope, rate_limited, idempotency_conflict, idempotency_mismatch.' }),
    scope: z.enum(API_SCOPES).optional().meta({ description: 'The scope that was missing (insufficient_scope).' }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });

// --- campaigns ---

export const publicCampaignSchema = z
  .object({
    id: z.string(),
    code: z.string().meta({ description: 'The campaign\'s leadspeek_api_id.' }),
    name: z.string(),
    module: z.enum(CAMPAIGN_MODULES),
    status: z.enum(LISTED_STATUSES),
    company_id: z.string().meta({ description: 'The client company the campaign belongs to.' }),
    company_name: z.string(),
    agency_id: z.string(),
    stop_message: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Campaign' });
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

export const campaignListQuerySchema = z.object({
  company_id: id.optional().meta({ description: 'A client of the key\'s agency (or the key\'s own company, the default).' }),
  module: z.enum(CAMPAIGN_MODULES).optional(),
  status: z.enum(LISTED_STATUSES).optional(),
});
export const campaignListAnswerSchema = z.object({ data: z.array(publicCampaignSchema) }).meta({ id: 'CampaignList' });
export const campaignPathSchema = z.object({ campaignId: id });
export const campaignAnswerSchema = z.object({ data: publicCampaignSchema }).meta({ id: 'CampaignAnswer' });
export const campaignMoveAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), status: z.string() }).meta({ id: 'CampaignMoveAnswer' });

// --- leads ---

export const LEADS_PAGE_MAX = 500;

export const leadListQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).meta({ description: 'Leads received at or after this time (ISO 8601).' }),
  cursor: z.string().max(300).optional().meta({ description: 'The `next_cursor` of the previous page.' }),
  limit: z.coerce.number().int().min(1).max(LEADS_PAGE_MAX).default(100),
});
export const publicLeadSchema = leadRowSchema.omit({ wholesale_cents: true, leadspeek_api_id: true, campaign_name: true, company_name: true }).meta({ id: 'Lead' });
export const leadListAnswerSchema = z
  .object({ data: z.array(publicLeadSchema), next_cursor: z.string().nullable().meta({ description: 'Null on the last page.' }) })
  .meta({ id: 'LeadList' });

// --- exclusions ---

const hash = /^([0-9a-f]{32}|[0-9a-f]{64})$/i;
// Checked again by the import (csv-records.ts); here only what keeps the generated CSV one cell per row.
const emailLike = /^[^\s",;@]{1,64}@[^\s",;@]{1,190}$/;

export const exclusionAddBodySchema = z
  .object({
    company_id: id.optional().meta({ description: 'The client whose list to change (the key\'s own company, the default; required for an agency\'s key on the client-wide list).' }),
    emails: z.array(z.string().trim().max(254).regex(emailLike, 'Not an e-mail address')).max(EXCLUSION_MAX_RECORDS).default([]),
    hashes: z.array(z.string().trim().regex(hash, 'Not an MD5 or SHA-256 hex hash')).max(EXCLUSION_MAX_RECORDS).default([]).meta({ description: 'MD5 or SHA-256 of lower-cased e-mails, hex.' }),
  })
  .refine((b) => b.emails.length + b.hashes.length > 0, { message: 'Send at least one e-mail or hash', path: ['emails'] })
  .refine((b) => b.emails.length + b.hashes.length <= EXCLUSION_MAX_RECORDS, { message: `At most ${EXCLUSION_MAX_RECORDS} e-mails and hashes per call`, path: ['emails'] })
  .meta({ id: 'ExclusionAdd' });
export type ExclusionAddBody = z.infer<typeof exclusionAddBodySchema>;
/** 10,000 SHA-256 hashes in JSON are about 700 KB; API Gateway takes up to 10 MB. */
export const PUBLIC_EXCLUSION_BODY_BYTES = 2 * 1024 * 1024;
export const exclusionAddAnswerSchema = z
  .object({ result: z.literal('success'), message: z.string(), job_id: z.string().meta({ description: 'The import job, as the CSV upload answers it.' }) })
  .meta({ id: 'ExclusionAddAnswer' });

// --- usage ---

export const usageQuerySchema = z.object({ company_id: id.optional() });
export const usageAnswerSchema = z
  .object({
    company_id: z.string(),
    period: z.object({ start: z.string(), end: z.string(), time_zone: z.string() }).meta({ description: 'This calendar month, in the company\'s time zone.' }),
    leads: z.number().int().meta({ description: 'Leads delivered this period.' }),
    spend_cents: z.number().int(),
    modules: z.array(z.object({ module: z.enum(CAMPAIGN_MODULES), leads: z.number().int(), spend_cents: z.number().int() })),
  })
  .meta({ id: 'Usage' });

/** Which scope each public route needs ('any': a valid token of any scope). */
export type RouteScope = ApiScope | 'any';
