import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isApiClientError } from '@platform/core/public-api/errors';
import type { ErrorResponse } from '@platform/core/shared/error-response.contract';
import { isDomainError, type ErrorKind, type FieldErrors } from '@platform/core/shared/errors';
import { ZodError } from 'zod';

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
};

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...BASE_HEADERS }, body: JSON.stringify(body) };
}

/** The answer with extra headers (a refusal's own headers win over the request's, e.g. r=0 on a 429). */
export function withHeaders(res: APIGatewayProxyStructuredResultV2, headers: Record<string, string> | undefined): APIGatewayProxyStructuredResultV2 {
  return headers ? { ...res, headers: { ...headers, ...res.headers } } : res;
}

/** Zod issues as `{ field: [messages] }`, the field errors of the one error shape. */
export function fieldErrors(err: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Maps any thrown value to the one error shape; unknown errors say nothing about internals. */
export function errorResponse(err: unknown): { response: APIGatewayProxyStructuredResultV2; unexpected: boolean } {
  if (err instanceof ZodError) {
    const body: ErrorResponse = { result: 'error', message: 'The given data was invalid.', errors: fieldErrors(err) };
    return { response: json(422, body), unexpected: false };
  }
  if (isApiClientError(err)) {
    // The public API's refusals add the OAuth error code (and headers) to the one shape.
    const body = { result: 'error', message: err.message, ...err.fields };
    return { response: withHeaders(json(STATUS[err.kind], body), err.headers), unexpected: false };
  }
  if (isDomainError(err)) {
    const body: ErrorResponse = { result: 'error', message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    return { response: json(STATUS[err.kind], body), unexpected: false };
  }
  const body: ErrorResponse = { result: 'error', message: 'Something went wrong, please try again later.' };
  return { response: json(500, body), unexpected: true };
}
