import { errorResponseSchema } from '@platform/core/contracts';
import { endSession } from '../auth/session-ended';
import { getAccessToken, getRefreshToken } from '../auth/session';
import { ApiError, SessionEndedError } from './errors';
import { renewAccessToken } from './refresh';

/** Anything with a zod-like parse: the contracts' schemas, without the web app importing zod. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  schema: Parser<T>;
  /** Send the bearer token; on a 401, renew the session once and retry. Default true. */
  auth?: boolean;
  /** With auth: on a 401, give up quietly instead of renewing (sign-out needs no new session). */
  renewOnUnauthorized?: boolean;
  /**
   * With auth: send this access token instead of the stored session's, and never renew it (view
   * mode reads the next identity, and ends the previous one, without touching the stored session).
   */
  token?: string;
  signal?: AbortSignal;
  /** Error statuses whose body is an answer the schema reads (the embed check's 504 "failed from crawl"). */
  answerStatuses?: readonly number[];
}

/** Same origin in every runtime: the API is served under /api beside the app. */
const API_BASE = '/api';

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  return read(await authorizedSend(path, request), request.schema, request.answerStatuses);
}

/** A downloaded file: its body, and the Content-Disposition header that may name it. */
export interface ApiFile {
  blob: Blob;
  contentDisposition: string | null;
  /** 202 when the server started a job that prepares the file instead (a large export). */
  status?: number;
}

/**
 * A file from the API (downloads): the same bearer token and renewal as every call, the body
 * returned as a Blob instead of parsed JSON, with the header the server names it in.
 */
export async function apiFile(path: string, request: Omit<ApiRequest<Blob>, 'schema'> = {}): Promise<ApiFile> {
  const response = await authorizedSend(path, request);
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return { blob: await response.blob(), contentDisposition: response.headers.get('content-disposition'), status: response.status };
}

async function authorizedSend(path: string, request: Omit<ApiRequest<unknown>, 'schema'>): Promise<Response> {
  const { auth = true, renewOnUnauthorized = true } = request;
  if (!auth) return send(path, request, null);
  if (request.token !== undefined) return send(path, request, request.token);

  const sentToken = getAccessToken();
  let response = await send(path, request, sentToken);
  if (response.status === 401 && renewOnUnauthorized) {
    if (!sentToken && !getRefreshToken()) {
      endSession();
      throw new SessionEndedError();
    }
    const renewed = await renewAccessToken(sentToken);
    response = await send(path, request, renewed);
    // A brand-new token refused at once means the session was revoked meanwhile.
    if (response.status === 401) {
      endSession();
      throw new SessionEndedError();
    }
  }
  return response;
}

function send(path: string, request: Omit<ApiRequest<unknown>, 'schema'>, token: string | null): Promise<Response> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // Form data (the spec's multipart posts) carries its own content type with the boundary.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  return fetch(url, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined ? { body: isForm ? (request.body as FormData) : JSON.stringify(request.body) } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

/** An answer of the API read as every call reads it: the schema's value, or an ApiError. */
export async function read<T>(response: Response, schema: Parser<T>, answerStatuses: readonly number[] = []): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok && !answerStatuses.includes(response.status)) throw toApiError(response.status, body);
  return schema.parse(body);
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.message, parsed.data.errors ?? {})
    : new ApiError(status, FALLBACK_MESSAGE);
}
