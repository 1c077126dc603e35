import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/errors';
import { FALLBACK_MESSAGE, placeServerErrors } from '../../lib/forms/server-errors';


/** A failure raised in the browser whose message is written for the user (an upload to storage). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

const ownMessage = (error: unknown): string => (error instanceof ShownError ? error.message : FALLBACK_MESSAGE);

/** What a core schema's safeParse answers, without the web app importing zod. */
export interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver over a core schema for forms whose fields are what people type
 * (strings, switches) rather than the request's shape: `toBody` makes the section's request part
 * from the fields (blank optional fields left out), and core's schema judges it. Its messages land
 * on the fields named by the issue's path.
 */
export function bodyResolver<V extends FieldValues, B>(schema: SafeParser<B>, toBody: (values: V) => unknown): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'root';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

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

/** A blank text field means "not given": the request leaves it out. */
export const given = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
