import { z } from 'zod';

const email = z.string().trim().toLowerCase().max(254);

/** POST /api/login. username is the e-mail; domainName is the host the sign-in page is on. */
export const loginRequestSchema = z.object({
  username: email.min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required').max(1024),
  domainName: z.string().trim().min(1, 'Domain is required').max(253),
  gtoken: z.string().max(4096).optional(),
  ownedcompanyid: z.string().max(64).optional(),
  companyrootid: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1, 'Refresh token is required').max(512),
});

export const logoutResponseSchema = z.object({ result: z.literal('success'), message: z.string() });

/** The one message for every failed sign-in, so it never tells which part was wrong. */
export const SIGN_IN_FAILED_MESSAGE = 'These credentials do not match our records for this domain.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again to continue.';
