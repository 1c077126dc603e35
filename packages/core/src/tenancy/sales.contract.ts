import { z } from 'zod';

const salesId = z.string().trim().max(64).nullable().optional();

/** PUT /api/configuration/sales: Set Sales Person (docs/product.md, Sales people); null or empty clears a role. */
export const setSalesSchema = z.object({
  companyID: z.string().min(1).max(64),
  salesRep: salesId,
  salesAE: salesId,
  salesRef: salesId,
});

export const salesOptionSchema = z.object({ id: z.string(), name: z.string(), isAccExecutive: z.enum(['T', 'F']) });
export const salesListSchema = z.object({ params: z.array(salesOptionSchema) });
