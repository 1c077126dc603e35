import { z } from 'zod';

/** 4 to 32 of a-z, 0-9 and hyphens; what a person types is trimmed and lower-cased first. */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9-]{4,32}$/;
export const REFERRAL_CODE_RULE = 'A referral code has 4 to 32 letters a-z, digits or hyphens.';
export const normalizeReferralCode = (code: string) => code.trim().toLowerCase();
export const isReferralCode = (code: string) => REFERRAL_CODE_PATTERN.test(normalizeReferralCode(code));

/** GET and POST /api/referral/{companyId}: the agency's code and the registration link it makes. */
export const referralAnswerSchema = z.object({ code: z.string().nullable(), link: z.string().nullable() });
export type ReferralAnswer = z.infer<typeof referralAnswerSchema>;

/** POST /api/referral/{companyId}: no code makes one; a code sets that one (checked by the service: a 400 names the rule). */
export const createReferralBodySchema = z.object({ code: z.string().max(200).optional() });

/** GET /api/referral/check/{code}: whether the link's code names an agency, and which. */
export const referralCheckAnswerSchema = z.object({ valid: z.boolean(), agencyName: z.string().optional() });
export type ReferralCheckAnswer = z.infer<typeof referralCheckAnswerSchema>;
export const referralCheckQuerySchema = z.object({ domainName: z.string().trim().min(1).max(253).optional() });
export const referralCheckPathSchema = z.object({ code: z.string().max(200) });
