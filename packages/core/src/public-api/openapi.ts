import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '../developer/scopes.js';
import { citiesAnswerSchema, statePathSchema, statesAnswerSchema } from '../geo/geo.contract.js';
import { API_CLIENT_TOKEN_TTL_SECONDS } from './client-token.js';
import {
  apiErrorSchema,
  campaignAnswerSchema,
  campaignListAnswerSchema,
  campaignListQuerySchema,
  campaignMoveAnswerSchema,
  campaignPathSchema,
  exclusionAddAnswerSchema,
  exclusionAddBodySchema,
  leadListAnswerSchema,
  leadListQuerySchema,
  tokenAnswerSchema,
  tokenRequestSchema,
  usageAnswerSchema,
  usageQuerySchema,
  type RouteScope,
} from './public-api.contract.js';
import { RATE_WINDOW_SECONDS } from './rate-limit.js';

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;

/** One operation of the document; `path` is the route manifest's path (a test checks they match). */
export interface PublicOperation {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  summary: string;
  description?: string;
  tag: 'Authentication' | 'Campaigns' | 'Leads' | 'Exclusions' | 'Usage' | 'Places';
  /** The scope the service checks; 'any' any valid token; 'none' no token (the token endpoint). */
  scope: RouteScope | 'none';
  params?: Schema;
  query?: Schema;
  body?: Schema;
  form?: boolean;
  answer: Schema;
  /** Refusals besides 401/429 the operation can answer. */
  errors: number[];
}

export const PUBLIC_OPERATIONS: readonly PublicOperation[] = [
  {
    method: 'POST',
    path: '/api/v1/oauth/token',
    summary: 'Get an access token (client credentials)',
    description: `OAuth 2 client credentials grant (RFC 6749, section 4.4). Send the key's client id and secret in the form body or with HTTP Basic. The token lives ${API_CLIENT_TOKEN_TTL_SECONDS / 60} minutes and carries the key's scopes (or the subset asked for); a key rotated with Generate makes its tokens stop working.`,
    tag: 'Authentication',
    scope: 'none',
    body: tokenRequestSchema,
    form: true,
    answer: tokenAnswerSchema,
    errors: [400, 422],
  },
  { method: 'GET', path: '/api/v1/public/campaigns', summary: 'List campaigns', description: "A client's campaigns, or every campaign of an agency's clients (company_id picks one client).", tag: 'Campaigns', scope: 'campaigns:read', query: campaignListQuerySchema, answer: campaignListAnswerSchema, errors: [403, 404, 422] },
  { method: 'GET', path: '/api/v1/public/campaigns/{campaignId}', summary: 'Get a campaign', tag: 'Campaigns', scope: 'campaigns:read', params: campaignPathSchema, answer: campaignAnswerSchema, errors: [403, 404, 422] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/pause', summary: 'Pause a campaign', description: 'The same move as the web app\'s Pause, with the same refusals (409 with the reason).', tag: 'Campaigns', scope: 'campaigns:write', params: campaignPathSchema, answer: campaignMoveAnswerSchema, errors: [403, 404, 409, 422] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/resume', summary: 'Resume a campaign', description: 'The same move as the web app\'s Run, with the same refusals (409 with the reason, e.g. a prepaid balance too low).', tag: 'Campaigns', scope: 'campaigns:write', params: campaignPathSchema, answer: campaignMoveAnswerSchema, errors: [403, 404, 409, 422] },
  { method: 'GET', path: '/api/v1/public/campaigns/{campaignId}/leads', summary: "List a campaign's leads since a time", description: 'Oldest first; follow `next_cursor` until it is null.', tag: 'Leads', scope: 'leads:read', params: campaignPathSchema, query: leadListQuerySchema, answer: leadListAnswerSchema, errors: [403, 404, 422] },
  { method: 'POST', path: '/api/v1/public/campaigns/{campaignId}/exclusions', summary: "Add e-mails or hashes to a campaign's exclusion list", description: 'Up to 10,000 per call, imported by the same job as a CSV upload.', tag: 'Exclusions', scope: 'exclusions:write', params: campaignPathSchema, body: exclusionAddBodySchema, answer: exclusionAddAnswerSchema, errors: [400, 403, 404, 409, 422] },
  { method: 'POST', path: '/api/v1/public/exclusions', summary: 'Add e-mails or hashes to the client-wide exclusion list', description: 'Up to 10,000 per call, imported by the same job as a CSV upload.', tag: 'Exclusions', scope: 'exclusions:write', body: exclusionAddBodySchema, answer: exclusionAddAnswerSchema, errors: [400, 403, 404, 409, 422] },
  { method: 'GET', path: '/api/v1/public/usage', summary: 'Leads and spend this period', tag: 'Usage', scope: 'usage:read', query: usageQuerySchema, answer: usageAnswerSchema, errors: [403, 404, 422] },
  { method: 'GET', path: '/api/v1/public/states', summary: 'US states', tag: 'Places', scope: 'any', answer: statesAnswerSchema, errors: [] },
  { method: 'GET', path: '/api/v1/public/states/{state}/cities', summary: "A state's cities", tag: 'Places', scope: 'any', params: statePathSchema, answer: citiesAnswerSchema, errors: [404, 422] },
];

const SCOPE_TEXT: Record<ApiScope, string> = {
  'campaigns:read': 'List and read campaigns',
  'campaigns:write': 'Pause and resume campaigns',
  'leads:read': "Read campaigns' leads",
  'exclusions:write': 'Add to exclusion lists',
  'usage:read': 'Read leads and spend this period',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request (OAuth error code in `error`)',
  401: 'Missing, expired or revoked token, or wrong client credentials',
  403: 'The token lacks the scope (`error: insufficient_scope`, `scope`)',
  404: 'Not found, or outside the key\'s companies',
  409: 'Refused by the current state, or an Idempotency-Key still in flight',
  422: 'Invalid input, or an Idempotency-Key reused with another request',
  429: 'Over the rate limit; retry after `Retry-After` seconds',
};

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect); named schemas move to components. */
function converter(components: Json) {
  return (schema: Schema, io: 'input' | 'output'): Json => {
    const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    const { $schema: _s, $defs, ...rest } = JSON.parse(JSON.stringify(raw).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json & { $defs?: Json };
    for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= def;
    return rest;
  };
}

function parameters(schema: Json, where: 'path' | 'query'): Json[] {
  const resolved = schema as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(resolved.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (resolved.required ?? []).includes(name) && !('default' in s),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const rateHeaderRefs = { 'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' }, RateLimit: { $ref: '#/components/headers/RateLimit' } };

/**
 * The OpenAPI 3.1 document of the public API, generated from the same zod contracts the handlers
 * parse with (docs/decisions.md, "Public API"), served at GET /api/v1/openapi.json.
 */
export function publicApiDocument(serverUrl: string): Json {
  const schemas: Json = {};
  const convert = converter(schemas);
  const paths: Record<string, Json> = {};
  const errorRef = { $ref: '#/components/schemas/Error' };
  convert(apiErrorSchema, 'output');
  for (const op of PUBLIC_OPERATIONS) {
    const inPath = op.params ? parameters(convert(op.params, 'input'), 'path') : [];
    const inQuery = op.query ? parameters(convert(op.query, 'input'), 'query') : [];
    const idempotency = op.method === 'POST' && op.scope !== 'none' ? [{ $ref: '#/components/parameters/Idempotency-Key' }] : [];
    const body = op.body ? convert(op.body, 'input') : undefined;
    const refusals = [...new Set([...(op.scope === 'none' ? [400] : []), 401, ...op.errors, 429])].sort();
    const responses: Json = {
      200: { description: 'OK', headers: rateHeaderRefs, content: { 'application/json': { schema: convert(op.answer, 'output') } } },
    };
    // The token grant's 422 (a body that fails parsing, refused before anything is counted) is the one answer without them.
    for (const status of refusals) {
      responses[status] = {
        description: STATUS_TEXT[status] ?? 'Refused',
        headers: status === 429 ? { ...rateHeaderRefs, 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : status === 401 || status === 403 ? { 'WWW-Authenticate': { schema: { type: 'string' } }, ...rateHeaderRefs } : op.scope === 'none' && status === 422 ? {} : rateHeaderRefs,
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const operation: Json = {
      operationId: `${op.method.toLowerCase()}${op.path.replace(/^\/api\/v1/, '').replace(/\{(\w+)\}/g, 'By_$1').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      security: op.scope === 'none' ? [] : [{ oauth2: op.scope === 'any' ? [] : [op.scope] }],
      ...(inPath.length + inQuery.length + idempotency.length ? { parameters: [...inPath, ...inQuery, ...idempotency] } : {}),
      ...(body ? { requestBody: { required: true, content: op.form ? { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } } : { 'application/json': { schema: body } } } } : {}),
      responses,
    };
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Public API',
      version: '1.0.0',
      description: `Campaigns, leads, exclusion lists and usage of the companies a key reaches: an agency's key its clients, a client's key itself. Get a token from POST /api/v1/oauth/token with the key's client id and secret, then send it as \`Authorization: Bearer <token>\`. Each key has a quota of requests per ${RATE_WINDOW_SECONDS} s window (the \`RateLimit-Policy\` header); every answer says what is left (\`RateLimit\`). POSTs accept an \`Idempotency-Key\`: the first answer is replayed for 24 h.`,
    },
    servers: [{ url: serverUrl }],
    tags: ['Authentication', 'Campaigns', 'Leads', 'Exclusions', 'Usage', 'Places'].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'Client credentials of a key generated in the Developer menu (API KEY).',
          flows: { clientCredentials: { tokenUrl: '/api/v1/oauth/token', scopes: Object.fromEntries(API_SCOPES.map((s) => [s, SCOPE_TEXT[s]])) } },
        },
      },
      parameters: {
        'Idempotency-Key': {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Any unique string (up to 255 visible ASCII characters). The first answer is kept 24 h and replayed for the same key and body (with `Idempotent-Replayed: true`); the same key with another body answers 422, and while the first is still running, 409.',
          schema: { type: 'string', maxLength: 255 },
        },
      },
      headers: {
        'RateLimit-Policy': { description: 'The quota policy (IETF httpapi RateLimit draft), e.g. `"default";q=600;w=60`.', schema: { type: 'string' } },
        RateLimit: { description: 'What is left in the current window and the seconds until it resets, e.g. `"default";r=599;t=42`.', schema: { type: 'string' } },
        'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
      },
    },
  };
}
