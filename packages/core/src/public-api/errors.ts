import { DomainError, type ErrorKind } from '../shared/errors.js';
import type { ApiScope } from '../developer/scopes.js';

/** The `error` codes of RFC 6749, section 5.2 (token endpoint) and RFC 6750, section 3.1 (bearer-protected routes). */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'invalid_token' | 'insufficient_scope' | 'rate_limited' | 'idempotency_conflict' | 'idempotency_mismatch';

/**
 * A refusal of the public API. The body keeps the platform's one error shape ({ result, message })
 * and adds the OAuth `error` code (and `scope` for a missing scope), so both kinds of client read
 * it; `headers` carry WWW-Authenticate or Retry-After (docs/decisions.md, "Public API").
 */
export class ApiClientError extends DomainError {
  constructor(
    kind: ErrorKind,
    message: string,
    readonly code: OAuthErrorCode,
    readonly extra: { scope?: ApiScope } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(kind, message);
    this.name = 'ApiClientError';
  }

  /** The fields added to the one error body. */
  get fields(): Record<string, string> {
    return { error: this.code, ...(this.extra.scope ? { scope: this.extra.scope } : {}) };
  }
}

export const isApiClientError = (e: unknown): e is ApiClientError => e instanceof ApiClientError;

const REALM = 'realm="public-api"';

export const invalidClient = (basic: boolean) =>
  new ApiClientError('unauthenticated', 'The client id or secret is not valid.', 'invalid_client', {}, basic ? { 'www-authenticate': `Basic ${REALM}` } : {});

export const invalidTokenRequest = (message: string) => new ApiClientError('bad_request', message, 'invalid_request');

export const unsupportedGrant = () => new ApiClientError('bad_request', 'Only the client_credentials grant is supported.', 'unsupported_grant_type');

export const invalidScope = () => new ApiClientError('bad_request', 'The scope asked for is not one this key was given.', 'invalid_scope');

export const invalidToken = () =>
  new ApiClientError('unauthenticated', 'Unauthenticated.', 'invalid_token', {}, { 'www-authenticate': `Bearer ${REALM}, error="invalid_token"` });

export const insufficientScope = (scope: ApiScope) =>
  new ApiClientError('forbidden', `This key does not have the ${scope} scope.`, 'insufficient_scope', { scope }, {
    'www-authenticate': `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"`,
  });
