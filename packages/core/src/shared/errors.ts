/**
 * Domain errors. Services throw these; the HTTP layer maps each kind to one status code and the one
 * JSON error shape ({ result: 'error', message, errors? }). Messages are shown to people as they are.
 */
export type FieldErrors = Record<string, string[]>;

export type ErrorKind =
  | 'bad_request'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_required'
  | 'rate_limited';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string) => new DomainError('bad_request', message);
export const validationError = (message: string, errors?: FieldErrors) =>
  new DomainError('validation', message, errors);
export const unauthenticated = (message = 'Unauthenticated.') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new DomainError('forbidden', message);
/** Used as well where revealing that something exists would leak another tenant's data. */
export const notFound = (message = 'The requested resource was not found.') =>
  new DomainError('not_found', message);
export const conflict = (message: string, errors?: FieldErrors) =>
  new DomainError('conflict', message, errors);
export const rateLimited = (message: string) => new DomainError('rate_limited', message);

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
