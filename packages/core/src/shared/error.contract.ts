import { z } from 'zod';
import { TF_VALUES, type TF } from './tf-flag.contract.js';

/** A change that answers only its outcome: `{ result: 'success', message }`. */
export const successAnswerSchema = z.object({ result: z.literal('success'), message: z.string() });

/** The spec's yes/no flags, for classic contracts (`tf.optional()`, `tf.default('F')`). */
export const tf = z.enum(TF_VALUES);
export const toTF = (b: boolean | undefined): TF => (b ? 'T' : 'F');
