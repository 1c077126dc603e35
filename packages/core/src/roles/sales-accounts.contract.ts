import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

const email = z.string().trim().toLowerCase().min(1, 'Email is required').max(70, 'Email may have at most 70 characters').pipe(z.email('Please enter a valid email'));
const phone = {
  phonenum: z.string().trim().max(32).optional(),
  phone_country_code: z.string().trim().length(2).toUpperCase().default('US'),
};

/**
 * The Sales Account List (docs/product.md, Sales people, system users only): the root company's sales staff.
 * An account executive (isAccExecutive T) gets the sales extras (docs/product.md, Companies and roles).
 */
export const addSalesAccountSchema = z.object({
  companyID: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  email,
  ...phone,
  isAccExecutive: tf.default('F'),
});
export type AddSalesAccountInput = z.infer<typeof addSalesAccountSchema>;

export const updateSalesAccountSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  ...phone,
  isAccExecutive: tf,
  status: z.enum(['active', 'inactive']).optional(),
});
export type UpdateSalesAccountInput = z.infer<typeof updateSalesAccountSchema>;

export const salesAccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phonenum: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  isAccExecutive: tf,
  status: z.enum(['active', 'inactive']),
  /** How many agencies and clients name this person as sales rep, account executive or referral. */
  assigned_companies: z.number(),
  created_at: z.string(),
});
export type SalesAccountRow = z.infer<typeof salesAccountRowSchema>;
export const salesAccountListSchema = z.object({ data: z.array(salesAccountRowSchema) });
