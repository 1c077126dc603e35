import { z } from 'zod';

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
 * The lead-data provider (issue 13). Leads themselves come back through the lead-ingest queue
 * (the vendor's signed push to POST /api/ingest/leads, or the local simulator's own messages), so
 * the port is only what the platform asks of the provider: resolve a Site ID visit to a person.
 */
export interface LeadProviderPort {
  recordVisit(visit: PixelVisit): Promise<void>;
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
};

let current: LeadProviderPort = httpLeadProvider;
export const leadProvider = (): LeadProviderPort => current;
/** The embedded runtime plugs in its simulator here. */
export function setLeadProvider(port: LeadProviderPort): void {
  current = port;
}
