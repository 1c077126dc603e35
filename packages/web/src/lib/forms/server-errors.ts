import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors';

/** What the app says when the server gave no message of its own (docs/product.md, Messages). */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * Puts the server's field messages (`errors: {field: [msgs]}`) on the form fields they name; with
 * a `section`, the API's `section.field` paths are matched without their prefix. Returns the
 * message still to show above the form: the messages of fields the form does not have, else the
 * server's message when no field took one (a 403, a 409), the fallback for an error without an
 * answer (network), or null when the fields say it all.
 */
export function placeServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], section?: string): string | null {
  if (!isApiError(error)) return FALLBACK_MESSAGE;
  const elsewhere: string[] = [];
  let placed = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const field = section && key.startsWith(`${section}.`) ? key.slice(section.length + 1) : key;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    } else elsewhere.push(message);
  }
  if (elsewhere.length) return elsewhere.join(' ');
  return placed ? null : error.message;
}

/** The server's message for an error, or the fallback when there was no answer. */
export const messageOf = (error: unknown): string => (isApiError(error) ? error.message : FALLBACK_MESSAGE);
