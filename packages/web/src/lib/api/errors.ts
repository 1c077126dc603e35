import { SESSION_ENDED_MESSAGE } from '@platform/core/contracts';

export type FieldErrors = Record<string, string[]>;

/** An answer the API gave with an error status, carrying its human message and field messages. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The session could not be renewed; the session-ended flow has already run when this is thrown. */
export class SessionEndedError extends ApiError {
  override readonly name = 'SessionEndedError';

  constructor() {
    super(401, SESSION_ENDED_MESSAGE);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
