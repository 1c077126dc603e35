import { z } from 'zod';
import { accountEmail as email } from './forgot-password.contract.js';

/**
 * New passwords (registration, change, reset): ASVS L2 length rules (12 to 128 characters, any
 * characters, no composition rules). The spec leaves these rules to us.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const CURRENT_PASSWORD_INVALID = '* Sorry, your current password invalid';

/** Change password (docs/product.md, Account area): current required; new required and equal to the confirmation. */
export const changePasswordSchema = z
  .object({
    usrID: z.string().min(1).max(64),
    currpassword: z.string().min(1, 'Current password is required').max(1024),
    newpassword: newPasswordSchema,
    newpassword_confirmation: z.string().min(1, 'Confirm the new password').max(1024),
  })
  .refine((v) => v.newpassword === v.newpassword_confirmation, {
    path: ['newpassword_confirmation'],
    message: 'The new password and its confirmation do not match.',
  });

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that e-mail, we have sent a link to reset the password.';

export const verifyResetTokenSchema = z.object({
  token: z.string().min(1).max(512),
  email,
});
export const verifyResetTokenResponseSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(['invalid', 'expired', 'used']).optional(),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(512),
    email,
    password: newPasswordSchema,
    password_confirmation: z.string().min(1, 'Confirm the new password').max(1024),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password and its confirmation do not match.',
  });

/** Two-factor settings (docs/product.md, Account area). */
export const twoFactorTypeSchema = z.enum(['email', 'google']);
export const twoFactorSettingsSchema = z.object({
  two_factor_auth: z.boolean(),
  two_factor_auth_type: twoFactorTypeSchema.nullable(),
});
export const updateTwoFactorSchema = z
  .object({
    two_factor_auth: z.boolean(),
    two_factor_auth_type: twoFactorTypeSchema.nullable().optional(),
    /** Proof it is the account owner: the current password, or a current authenticator code. */
    currpassword: z.string().max(1024).optional(),
    current_code: z.string().regex(/^\d{6}$/).optional(),
    /** Enabling google: a code from the app for the secret just shown, proving it was set up. */
    code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the app').optional(),
    secretKey: z.string().max(128).optional(),
  })
  .refine((v) => !v.two_factor_auth || v.two_factor_auth_type, {
    path: ['two_factor_auth_type'],
    message: 'Choose e-mail or Google Authenticator.',
  })
  .refine((v) => !(v.two_factor_auth && v.two_factor_auth_type === 'google') || v.code, {
    path: ['code'],
    message: 'Enter the 6-digit code from the app',
  });
export const googleSetupSchema = z.object({ secretKey: z.string(), qrCodeUrl: z.string() });

/** Registration (docs/product.md, Sign-in and sessions). */
export const registerSchema = z.object({
  companyname: z.string().trim().min(1, 'Company name is required').max(120),
  name: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.pipe(email, z.string().max(70, 'Use at most 70 characters')),
  phonenum: z.string().trim().min(1, 'Phone number is required').max(32),
  phone_country_code: z.string().trim().length(2, 'Choose country').toUpperCase().default('US'),
  password: newPasswordSchema,
  password_confirmation: z.string().max(1024).optional(),
  gtoken: z.string().max(4096).optional(),
  userType: z.enum(['client', 'userdownline']),
  domainName: z.string().trim().min(1, 'Domain is required').max(253),
  refcode: z.string().trim().max(64).optional(),
  ownedcompanyid: z.string().max(64).optional(),
  idsys: z.string().max(64).optional(),
});
export const REGISTERED_ANSWER = 'Thank you for signing up. Check your e-mail for the next step.';

/** View mode. */
export const switchUserSchema = z.object({ usrID: z.string().min(1).max(64) });

/** SSO hand-off. */
export const ssoValidationSchema = z
  .object({
    subdomain: z.string().trim().min(1, 'subdomain is required').max(253),
    token: z.string().max(512).optional(),
    currentUserID: z.string().max(64).optional(),
  })
  .refine((v) => v.token, { path: ['token'], message: 'token is required' });
export const SSO_FAILED_MESSAGE = 'We are updating the platform. Please wait five minutes and try again.';
