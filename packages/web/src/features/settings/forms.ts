import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/errors';

/** What the app says when the server gave no message of its own (seed 000 §8). */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

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
 * Puts the server's field messages on the section's fields. The API names them by the request's
 * path (`branding.box_bgcolor`, `domains.subdomain`), so the section's prefix is dropped first.
 * Returns the message still to show above the section: those of fields it does not have (a whole
 * section's message, such as SMTP's "needs a host"), else the server's message when no field took
 * one (the role's 403), the fallback for an error without an answer, or null.
 */
export function placeSectionErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, section: string, fields: readonly Path<T>[]): string | null {
  if (!isApiError(error)) return ownMessage(error);
  const elsewhere: string[] = [];
  let placed = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const field = key.startsWith(`${section}.`) ? key.slice(section.length + 1) : key;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    } else elsewhere.push(message);
  }
  if (elsewhere.length) return elsewhere.join(' ');
  return placed ? null : error.message;
}

/** The server's message for an error, the message of one raised here for the user, or the fallback. */
export const messageOf = (error: unknown): string => (isApiError(error) ? error.message : ownMessage(error));

/** A blank text field means "not given": the request leaves it out. */
export const given = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
