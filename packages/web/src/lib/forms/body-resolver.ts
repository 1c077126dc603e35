import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a core schema's safeParse answers, without the web app importing zod. */
export interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver over a core schema for forms whose fields are what people type
 * (strings, switches) rather than the request's shape: `toBody` makes the request from the fields
 * (blank optional fields left out), and core's schema judges it. Its messages land on the fields
 * named by the issue's path.
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

/** A blank text field means "not given": the request leaves it out. */
export const given = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
