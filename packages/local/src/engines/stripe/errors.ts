/**
 * Stripe's error object (`{ error: { type, code, decline_code, message, param, ... } }`) and the
 * HTTP statuses Stripe answers with, so the real SDK raises the same error classes it raises
 * against Stripe (StripeCardError on 402, StripeInvalidRequestError on 400/404, ...).
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Record<string, unknown>;
  setup_intent?: Record<string, unknown>;
  payment_method?: Record<string, unknown>;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, extra: { code?: string; param?: string } = {}): StripeError {
  return new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(extra.code ? { code: extra.code, doc_url: docUrl(extra.code) } : {}),
    ...(extra.param ? { param: extra.param } : {}),
  });
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeError {
  return new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function authenticationError(message: string): StripeError {
  return new StripeError(401, { type: 'invalid_request_error', message });
}

export function idempotencyError(key: string): StripeError {
  return new StripeError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

/** What a card problem looks like before it is attached to an intent (402 card_error). */
export interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
  param?: string;
}

export function cardErrorBody(failure: CardFailure): StripeErrorBody {
  return {
    type: 'card_error',
    code: failure.code,
    message: failure.message,
    doc_url: docUrl(failure.code),
    ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
    ...(failure.param ? { param: failure.param } : {}),
  };
}

export function cardError(failure: CardFailure, extra: Partial<StripeErrorBody> = {}): StripeError {
  return new StripeError(402, { ...cardErrorBody(failure), ...extra });
}
