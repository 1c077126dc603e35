import { z } from 'zod';

/**
 * What a public-API key may do, chosen when the key is generated and carried by every bearer
 * token issued for it (docs/decisions.md, "Public API"). The service checks the scope of each call.
 */
export const API_SCOPES = ['campaigns:read', 'campaigns:write', 'leads:read', 'exclusions:write', 'usage:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const apiScopeSchema = z.enum(API_SCOPES);

/** A key generated without a choice gets every scope; the modal offers them all ticked. */
export const DEFAULT_API_SCOPES: readonly ApiScope[] = API_SCOPES;

/** Who a verified client id and secret (or a bearer token issued for them) acts for. */
export interface ApiClient {
  rootId: string;
  /** The company the key belongs to (an agency, or a client when clients may hold keys). */
  companyId: string;
  keyId: string;
  clientId: string;
  scopes: readonly ApiScope[];
}
