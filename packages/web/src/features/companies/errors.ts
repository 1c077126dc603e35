import { isApiError } from '../../lib/api/errors';

/** The server's message for a failed load, or the app's fallback when there was no answer. */
export const messageOf = (error: unknown): string => (isApiError(error) ? error.message : 'Something went wrong. Please try again later.');
