import { z } from 'zod';
import { COUNT_MODULES, COUNT_TARGET_LOCATIONS, COUNT_STATUSES, type CountModule, type CountTargetLocation } from './count-values.js';

export { COUNT_MODULES, COUNT_TARGET_LOCATIONS, COUNT_STATUSES, type CountModule, type CountTargetLocation, type CountStatus } from './count-values.js';

/**
 * Approximate lead counts (docs/decisions.md, "Approximate lead counts"): how many people a
 * Search ID or Enhance ID campaign could reach, asked of the lead-data provider before the campaign
 * starts. Isomorphic: the web app parses answers with these schemas.
 */



/** The provider's count API version the rows are asked in (Keyword Found reads count_without_geo as version 2 defines it). */
export const COUNT_API_VERSION = 2;
/** Historical Count: deduplicated records seen over this many days. */
export const COUNT_LOOKBACK_DAYS = 7;
/** Receives of a count message before its row is marked error (the manifest's maxReceiveCount is the same number). */
export const COUNT_MAX_RECEIVES = 4;
/** The least leads a day an Enhance ID campaign is set up for (GET /bigdbm/services/minleaddayenhance). */
export const ENHANCE_MIN_LEADS_PER_DAY = 10;


/** A keyword text to tags: split at commas and line breaks, trimmed, blanks and repeats (any case) dropped, order kept. */
export function keywordTags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\n\r]+/)) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Comma-separated text (states, cities) to its parts, trimmed, blanks dropped. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
/** Newline-separated zip codes to the list, blanks dropped. */
export const zipList = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const keywordText = z
  .string()
  .max(2000, 'Keywords have at most 2,000 characters in all')
  .transform((v) => keywordTags(v).join(', '))
  .refine((v) => keywordTags(v).every((k) => k.length <= 100), 'A keyword has at most 100 characters')
  .refine((v) => keywordTags(v).length <= 20, 'Count at most 20 keywords at once');

/** Where and what a count asks (a count row's question, and a saved audience's target). */
export const countQueryShape = {
  type: z.enum(COUNT_MODULES, 'Counts are for Search ID (locator) and Enhance ID (enhance)'),
  target_location: z.enum(COUNT_TARGET_LOCATIONS, 'Choose National Targeting, State or Zip Code'),
  /** Comma-separated two-letter codes. */
  states: z.string().max(400).default(''),
  /** Comma-separated city names of those states. */
  cities: z.string().max(4000).default(''),
  /** One zip code a line. */
  zip_code: z.string().max(12_000).default(''),
  keyword: keywordText.default(''),
};

type CountQuery = { type: CountModule; target_location: CountTargetLocation; states: string; zip_code: string; keyword: string };
/** Search ID needs keywords; State needs states; Zip Code needs 5-digit zips (at most 1,000). */
export function countQueryIssues(v: CountQuery, ctx: z.RefinementCtx): void {
  if (v.type === 'locator' && !keywordTags(v.keyword).length) ctx.addIssue({ code: 'custom', path: ['keyword'], message: 'Add at least one keyword.' });
  if (v.target_location === 'State' && !commaList(v.states).length) ctx.addIssue({ code: 'custom', path: ['states'], message: 'Choose at least one state.' });
  if (v.target_location === 'Zip Code') {
    const zips = zipList(v.zip_code);
    if (!zips.length) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'Add at least one zip code.' });
    else if (zips.some((z) => !/^\d{5}$/.test(z))) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'A zip code has 5 digits' });
    else if (zips.length > 1000) ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'Count at most 1,000 zip codes at once' });
  }
}

/** POST /api/bigdbm/services/queuecount. */
export const queueCountSchema = z
  .object({
    company_id: z.string().trim().min(1, 'Choose a client.').max(64),
    ...countQueryShape,
  })
  .superRefine(countQueryIssues);
export type QueueCountInput = z.infer<typeof queueCountSchema>;

/** One row of the approximate lead count table, in the spec's field names. */
export const countRowSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  type: z.enum(COUNT_MODULES),
  target_location: z.enum(COUNT_TARGET_LOCATIONS),
  states: z.string(),
  cities: z.string(),
  zip_code: z.string(),
  keyword: z.string(),
  count: z.number().int().nullable(),
  count_without_geo: z.number().int().nullable(),
  status: z.enum(COUNT_STATUSES),
  api_version: z.number().int(),
  created_at: z.string(),
});
export type CountRow = z.infer<typeof countRowSchema>;

export const countRowAnswerSchema = z.object({ data: countRowSchema });
/** GET /api/bigdbm/services/getcountcampaignhistory/{companyId}/{type}: newest first; processing when any row is pending. */
export const countHistoryAnswerSchema = z.object({ data: z.array(countRowSchema), processing: z.boolean() });
export type CountHistoryAnswer = z.infer<typeof countHistoryAnswerSchema>;

/** GET /api/bigdbm/services/configdata/{companyId}: what the count form of that client needs. */
export const countConfigAnswerSchema = z.object({
  api_version: z.number().int(),
  lookback_days: z.number().int(),
  target_locations: z.array(z.enum(COUNT_TARGET_LOCATIONS)),
  modules: z.array(z.enum(COUNT_MODULES)),
  may_queue: z.boolean(),
  min_lead_day_enhance: z.number().int(),
});
export type CountConfigAnswer = z.infer<typeof countConfigAnswerSchema>;

/** PUT /api/bigdbm/services/applycampaign/{campaignId}/{type}: {campaignId} the campaign, {type} its module; the body names the count row. */
export const applyCountSchema = z.object({ count_id: z.string().trim().min(1, 'Choose a count.').max(64) });

/** GET /api/general/enhance/location?q=: states and cities whose name starts a word with the term. */
export const locationQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const locationSuggestionSchema = z.object({ type: z.enum(['state', 'city']), state: z.string(), city: z.string().optional(), label: z.string() });
export const locationAnswerSchema = z.object({ data: z.array(locationSuggestionSchema) });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const minLeadDayAnswerSchema = z.object({ min_lead_day: z.number().int() });

/** The count queue's message: the row to count (its business id: a redelivery finds it finished). */
export const countMessageSchema = z.object({ kind: z.literal('count'), rootId: z.string().min(1), countId: z.string().min(1) });
export type CountMessage = z.infer<typeof countMessageSchema>;
export const AUDIENCE_COUNT_QUEUE = 'audience-count';
