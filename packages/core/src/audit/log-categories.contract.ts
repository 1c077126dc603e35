import { z } from 'zod';
import { AUDIT_ACTIONS } from './actions.js';

/** GET /api/configuration/log-category: the actions the user-logs screen filters by, with their names. */
export const logCategoriesSchema = z.object({
  params: z.array(z.object({ id: z.enum(AUDIT_ACTIONS), name: z.string() })),
});
export type LogCategory = z.infer<typeof logCategoriesSchema>['params'][number];
