// zod/mini: the sign-in page parses these on its first visit (docs/decisions.md, "Performance budgets").
import * as z from 'zod/mini';

/** The e-mail as sign-in takes it (trimmed, lower-cased, at most 254), with the step's own checks. */
const email = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), ...checks);

/** POST /api/login. username is the e-mail; domainName is the host the sign-in page is on. */
export const loginRequestSchema = z.object({
  username: email(z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
  domainName: z.string().check(z.trim(), z.minLength(1, 'Domain is required'), z.maxLength(253)),
  gtoken: z.optional(z.string().check(z.maxLength(4096))),
  ownedcompanyid: z.optional(z.string().check(z.maxLength(64))),
  companyrootid: z.optional(z.string().check(z.maxLength(64))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().check(z.int(), z.positive()),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().check(z.minLength(1, 'Refresh token is required'), z.maxLength(512)),
});

/** POST /api/logout: the bearer token's session ends; or, if it expired, the refresh token's. */
export const logoutRequestSchema = z.object({ refresh_token: z.optional(z.string().check(z.maxLength(512))) });

export const logoutResponseSchema = z.object({ result: z.literal('success'), message: z.string() });

/** The one message for every failed sign-in, so it never tells which part was wrong. */
export const SIGN_IN_FAILED_MESSAGE = 'These credentials do not match our records for this domain.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again to continue.';

/** Answer of POST /api/login when a second factor is on: no tokens until the code is verified. */
export const loginChallengeSchema = z.object({
  result: z.literal('verify_required'),
  two_factor_auth_type: z.enum(['email', 'google']),
  otp_token: z.string(),
  message: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const loginResponseSchema = z.union([tokenResponseSchema, loginChallengeSchema]);

/** POST /api/verifylogin. */
export const verifyLoginRequestSchema = z.object({
  email: email(z.minLength(1, 'Email is required')),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
  otp_token: z.string().check(z.minLength(1, 'The sign-in step has expired. Please sign in again.'), z.maxLength(512)),
});

export const verifyLoginResponseSchema = z.extend(tokenResponseSchema, { result: z.literal('success') });

/** POST /api/resendcode. */
export const resendCodeRequestSchema = z.object({
  otp_token: z.string().check(z.minLength(1, 'The sign-in step has expired. Please sign in again.'), z.maxLength(512)),
});

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const CODE_EXPIRED_MESSAGE = 'This sign-in step has expired. Please sign in again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please sign in again.';
export const WRONG_CODE_MESSAGE = 'The code is not valid.';
