import { z } from 'zod';

/** The one error body every endpoint answers with. */
export const errorResponseSchema = z.object({
  result: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A change that answers only its outcome: `{ result: 'success', message }`. */
export const successAnswerSchema = z.object({ result: z.literal('success'), message: z.string() });

export const tf = z.enum(['T', 'F']);
export type TF = z.infer<typeof tf>;
export const toTF = (b: boolean | undefined): TF => (b ? 'T' : 'F');
