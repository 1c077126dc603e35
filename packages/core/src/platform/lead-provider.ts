import { z } from 'zod';
import { behindSession } from './session-gate.js';

/** One page view the Site ID pixel saw on a client's site. */
export interface PixelVisit {
  /** The campaign's pixel code (urlCode or urlCodeThankyou). */
  urlCode: string;
  visitorId: string;
  url: string;
  referrer?: string | undefined;
  /** Test-only identity (honoured by the local simulator, ignored in production). */
  simEmail?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
  at: string;
}

/**
 * An approximate lead count's question (docs/decisions.md, "Approximate lead counts"): people
 * matching the keywords in the location, deduplicated, over the last `lookbackDays` days.
 */
export interface CountQuery {
  keywords: string[];
  targetLocation: 'National Targeting' | 'State' | 'Zip Code';
  states: string[];
  /** Cities of those states (empty: the whole states). */
  cities: string[];
  zipCodes: string[];
  lookbackDays: number;
  apiVersion: 2;
}

/** The provider's answer, api_version 2: count in the location; count_without_geo 1 when the keywords were seen nationwide, 0 when not, null when there were no keywords. */
export const countAnswerSchema = z.object({ count: z.number().int().min(0), count_without_geo: z.number().int().min(0).nullable() });
export type CountAnswer = z.infer<typeof countAnswerSchema>;

/** One row of a file to enrich: an e-mail, or a name and postal address (docs/decisions.md, "Data enrichment and export jobs"). */
export interface EnrichRecord {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}

const text = z.string().max(500).nullable();
/** What the provider knows of one record; `matched` false leaves the rest null. */
export const enrichedRecordSchema = z.object({
  matched: z.boolean(),
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  address: text,
  city: text,
  state: text,
  zip: text,
  company_name: text,
  job_title: text,
});
export type EnrichedRecord = z.infer<typeof enrichedRecordSchema>;
/** 'match' only says which records the provider knows (the quote, not billed); 'append' answers their data (billed per match). */
export type EnrichMode = 'match' | 'append';
/** The most records one enrich call carries. */
export const ENRICH_BATCH = 500;

/**
 * The lead-data provider (docs/decisions.md, Lead engine). Leads themselves come back through the lead-ingest
 * queue (the vendor's signed push to POST /api/ingest/leads, or the local simulator's own messages), so the
 * port is what the platform asks of the provider: resolve a Site ID visit to a person, and count the people a
 * campaign could reach.
 */
export interface LeadProviderPort {
  recordVisit(visit: PixelVisit): Promise<void>;
  count(query: CountQuery): Promise<CountAnswer>;
  /** One answer per record, in order (at most ENRICH_BATCH records). */
  enrich(records: EnrichRecord[], mode: EnrichMode): Promise<EnrichedRecord[]>;
}

const providerEnv = z.object({ LEAD_PROVIDER_URL: z.url(), LEAD_PROVIDER_API_KEY: z.string().min(1) });

/**
 * Production: the visit is forwarded to the vendor's HTTP API (base URL and key from the
 * environment); the vendor resolves it and pushes the lead back, signed, to /api/ingest/leads.
 * `simEmail` is never forwarded.
 */
export const httpLeadProvider: LeadProviderPort = {
  async recordVisit(visit) {
    const env = providerEnv.parse(process.env);
    const res = await fetch(new URL('/v1/visits', env.LEAD_PROVIDER_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.LEAD_PROVIDER_API_KEY}` },
      body: JSON.stringify({ pixel: visit.urlCode, visitor_id: visit.visitorId, url: visit.url, referrer: visit.referrer, ip: visit.ip, user_agent: visit.userAgent, at: visit.at }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`lead provider answered ${res.status}`);
  },
  /** POST /v2/counts: deduplicated records over the lookback; a count can take the vendor many seconds. */
  async count(q) {
    const env = providerEnv.parse(process.env);
    const res = await fetch(new URL('/v2/counts', env.LEAD_PROVIDER_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.LEAD_PROVIDER_API_KEY}` },
      body: JSON.stringify({
        api_version: q.apiVersion,
        keywords: q.keywords,
        target_location: q.targetLocation,
        states: q.states,
        cities: q.cities,
        zip_codes: q.zipCodes,
        lookback_days: q.lookbackDays,
        deduplicate: true,
      }),
      signal: AbortSignal.timeout(50_000),
    });
    if (!res.ok) throw new Error(`lead provider answered ${res.status} to a count`);
    return countAnswerSchema.parse(await res.json());
  },
  /** POST /v2/enrich: the vendor's append API; the answer must hold one result per record. */
  async enrich(records, mode) {
    const env = providerEnv.parse(process.env);
    const res = await fetch(new URL('/v2/enrich', env.LEAD_PROVIDER_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.LEAD_PROVIDER_API_KEY}` },
      body: JSON.stringify({
        mode,
        records: records.map((r) => ({ email: r.email, first_name: r.firstName, last_name: r.lastName, address: r.address, city: r.city, state: r.state, zip: r.zip })),
      }),
      signal: AbortSignal.timeout(50_000),
    });
    if (!res.ok) throw new Error(`lead provider answered ${res.status} to an enrichment`);
    const answer = z.object({ results: z.array(enrichedRecordSchema).length(records.length) }).parse(await res.json());
    return answer.results;
  },
};

// Calls to the provider wait for a signed-in request's session (platform/session-gate.ts).
let current: LeadProviderPort = behindSession(httpLeadProvider);
export const leadProvider = (): LeadProviderPort => current;
/** The embedded runtime plugs in its simulator here. */
export function setLeadProvider(port: LeadProviderPort): void {
  current = behindSession(port);
}
