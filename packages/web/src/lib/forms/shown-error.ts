import { isApiError } from '../api/errors';
import { FALLBACK_MESSAGE } from './server-errors';

/** A failure raised in the browser whose message is written for the user (an upload to storage). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** The server's message, the message of a failure raised here for the user, or the fallback. */
export const shownMessageOf = (error: unknown): string => (isApiError(error) ? error.message : error instanceof ShownError ? error.message : FALLBACK_MESSAGE);
