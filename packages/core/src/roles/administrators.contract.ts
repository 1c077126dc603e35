import { z } from 'zod';

const email = z.string().trim().toLowerCase().min(1, 'Email is required').max(70, 'Email may have at most 70 characters').pipe(z.email('Please enter a valid email'));

export const addAdministratorSchema = z.object({
  companyID: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  email,
  roleID: z.string().max(64).optional(),
});

export const updateAdministratorSchema = z.object({
  name: z.string().trim().min(1, 'Full Name is required').max(120),
  roleID: z.string().max(64).nullable().optional(),
  status: z.enum(['active', 'inactive']).optional(),
});

export const administratorRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
});

/** GET /api/configuration/administrators/{companyId}: the company's administrators, by name. */
export const administratorListSchema = z.object({ data: z.array(administratorRowSchema) });
export type AdministratorRow = z.infer<typeof administratorRowSchema>;

/** The answer of the calls that add a user (an administrator, a sales person): the new user's id. */
export const userAddedAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), id: z.string() });
