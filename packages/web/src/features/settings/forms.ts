import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/errors';
import { FALLBACK_MESSAGE, placeServerErrors } from '../../lib/forms/server-errors';
import { ShownError } from '../../lib/forms/shown-error';

export { bodyResolver, given, type SafeParser } from '../../lib/forms/body-resolver';
export { ShownError } from '../../lib/forms/shown-error';

const ownMessage = (error: unknown): string => (error instanceof ShownError ? error.message : FALLBACK_MESSAGE);

/**
 * Puts the server's field messages on the section's fields (the API names them by the request's
 * path, `branding.box_bgcolor`). Returns what to show above the section, as the shared helper
 * does; a failure raised here for the user (an upload to storage) shows its own words.
 */
export function placeSectionErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, section: string, fields: readonly Path<T>[]): string | null {
  return isApiError(error) ? placeServerErrors(error, setError, fields, section) : ownMessage(error);
}

/** The server's message for an error, the message of one raised here for the user, or the fallback. */
export const messageOf = (error: unknown): string => (isApiError(error) ? error.message : ownMessage(error));
