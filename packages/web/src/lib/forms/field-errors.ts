import type { SafeParser } from './body-resolver';

/** A field's message, as react-hook-form's `errors.<field>` gives it (the sign-in forms read these). */
export interface FieldMessage {
  type: string;
  message: string;
}
export type FieldMessages<V> = Partial<Record<keyof V & string, FieldMessage>>;

export type Judged<V, T> = { ok: true; data: T } | { ok: false; errors: FieldMessages<V> };

/**
 * Core's schema on the form's values: the parsed request, or each field's first message (the
 * issue's path names the field, as @hookform/resolvers' zod resolver does).
 */
export function judge<V, T>(schema: SafeParser<T>, values: V): Judged<V, T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, FieldMessage> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'root';
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { ok: false, errors: errors as FieldMessages<V> };
}

/** After a change to one field, that field's message is the schema's; the others' stay as shown. */
export function withFieldJudged<V>(shown: FieldMessages<V>, field: NoInfer<keyof V & string>, judged: NoInfer<FieldMessages<V>>): FieldMessages<V> {
  const next = { ...shown };
  const message = judged[field];
  if (message) next[field] = message;
  else delete next[field];
  return next;
}
