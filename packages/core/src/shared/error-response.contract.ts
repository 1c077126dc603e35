/**
 * The contracts the web app's first visit parses (this file, tf-flag, auth, user-data,
 * domain-info, forgot-password) are written with zod/mini: its functions tree-shake, so the sign-in page
 * downloads ~8 KB of zod instead of the classic build's ~25 KB (docs/decisions.md, "Performance
 * budgets"). Both builds share zod/v4/core: classic contracts may hold these schemas, and the
 * server parses them with `z.parse` (functions/src/lib/http.ts), which throws the same ZodError.
 * The mini build brings no locale of its own; the web entry sets English (web/src/main.tsx).
 */
import * as z from 'zod/mini';

/** The one error body every endpoint answers with. */
export const errorResponseSchema = z.object({
  result: z.literal('error'),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
