// zod/mini, as the other contracts the first visit parses (shared/error-response.contract.ts says why).
import * as z from 'zod/mini';

/** The spec's yes/no flags. `tf` (error.contract.ts) is the same rule for classic contracts. */
export const TF_VALUES = ['T', 'F'] as const;
export const tfFlag = z.enum(TF_VALUES);
export type TF = z.infer<typeof tfFlag>;
