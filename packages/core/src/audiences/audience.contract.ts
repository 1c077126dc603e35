import { z } from 'zod';
import { COUNT_MODULES, countQueryIssues, countQueryShape, countRowSchema } from './count.contract.js';

/**
 * Saved audiences (docs/decisions.md, "Campaign builder with audiences"): a named target of one
 * client (where and what a count asks) kept for its campaigns, with the approximate-count row
 * that sized it. Isomorphic: the web app parses answers and judges its form with these schemas.
 */

/** An audience suits the modules the counts engine counts: Search ID and Enhance ID. */
export const AUDIENCE_MODULES = COUNT_MODULES;

const audienceName = z.string().trim().min(1, 'Audience name is required').max(80, 'An audience name has at most 80 characters');

/** POST /api/audiences/create. */
export const createAudienceSchema = z
  .object({ company_id: z.string().trim().min(1, 'Choose a client.').max(64), name: audienceName, ...countQueryShape })
  .superRefine(countQueryIssues);
export type CreateAudienceInput = z.infer<typeof createAudienceSchema>;

/** PUT /api/audiences/update/{audienceId}: an audience stays with its client. */
export const updateAudienceSchema = z.object({ name: audienceName, ...countQueryShape }).superRefine(countQueryIssues);
export type UpdateAudienceInput = z.infer<typeof updateAudienceSchema>;

/** GET /api/audiences/list/{companyId}: {companyId} an agency (all its clients') or a client. */
export const audienceListQuerySchema = z.object({
  client_id: z.string().trim().max(64).optional(),
  type: z.enum(AUDIENCE_MODULES).optional(),
});

export const audienceSchema = z.object({
  audience_id: z.string(),
  company_id: z.string(),
  client_name: z.string(),
  name: z.string(),
  type: z.enum(AUDIENCE_MODULES),
  target_location: countRowSchema.shape.target_location,
  states: z.string(),
  cities: z.string(),
  zip_code: z.string(),
  keyword: z.string(),
  /** The count row that sized it (its latest), or null before the first count was queued. */
  count: countRowSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Audience = z.infer<typeof audienceSchema>;

export const audienceAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), data: audienceSchema });
export const audienceListSchema = z.object({ data: z.array(audienceSchema) });

/** The size column: the count, "Counting…" while pending, the failure, or "Not counted". */
export function audienceSizeText(a: Pick<Audience, 'count'>): string {
  const c = a.count;
  if (!c) return 'Not counted';
  if (c.status === 'pending') return 'Counting…';
  if (c.status === 'error') return 'Count failed';
  return (c.count ?? 0) > 0 ? (c.count ?? 0).toLocaleString('en-US') : 'No Result';
}

/** The name a duplicate gets: "(copy)" after it, kept within the name's limit. */
export const copyName = (name: string) => `${name.slice(0, 80 - ' (copy)'.length)} (copy)`;
