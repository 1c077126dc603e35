// zod/mini: the sign-in page's "Forgot password?" step parses with it (docs/decisions.md, "Performance budgets").
import * as z from 'zod/mini';

/** An account's e-mail as the account forms take it (forgot, reset, register: account.contract.ts). */
export const accountEmail = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required'), z.maxLength(254)),
  z.email('Enter a valid e-mail address'),
);

export const forgotPasswordSchema = z.object({
  email: accountEmail,
  domainName: z.string().check(z.trim(), z.minLength(1, 'Domain is required'), z.maxLength(253)),
});
