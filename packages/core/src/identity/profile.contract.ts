import { z } from 'zod';
import { tf } from '../shared/error.contract.js';
import { IMAGE_CONTENT_TYPES } from '../shared/image.contract.js';
import { userDataSchema } from './user-data.contract.js';

/**
 * POST /api/user/update (multipart form fields, or JSON): the signed-in user's own profile. Step 1
 * is the person (name, e-mail, phone, picture), step 2 the business address (company name, address,
 * city, zip, country, state); without a step both are saved. Fields of the step not sent are left
 * as they are. Every field arrives as text, as a form sends it.
 */
const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `Use at most ${max} characters`);

export const profilePersonSchema = z.object({
  name: text('Full name', 120),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(70, 'Use at most 70 characters').pipe(z.email('Enter a valid e-mail address')),
  phonenum: text('Phone number', 32),
  phone_country_code: z.string().trim().length(2, 'Choose country').toUpperCase(),
  /** The key answered by the picture upload, once the browser has PUT the image there. */
  profile_pict_key: z.string().trim().max(300).optional(),
  /** 'T' removes the picture. */
  remove_profile_pict: tf.optional(),
});

export const profileBusinessSchema = z.object({
  company_name: text('Company name', 120),
  address: text('Address', 200),
  city: text('City', 100),
  zip: z.string().trim().min(1, 'Zip is required').max(10, 'Use at most 10 characters').regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and hyphens'),
  country_code: z.string().trim().length(2, 'Choose a country').toUpperCase(),
  state_code: z.string().trim().max(64, 'Use at most 64 characters').default(''),
});

const withStep = (v: unknown) => (typeof v === 'object' && v !== null && !('step' in v && v.step) ? { ...v, step: 'all' } : v);

export const updateProfileSchema = z.preprocess(
  withStep,
  z.discriminatedUnion('step', [
    profilePersonSchema.extend({ step: z.literal('1') }),
    profileBusinessSchema.extend({ step: z.literal('2') }),
    profilePersonSchema.extend(profileBusinessSchema.shape).extend({ step: z.literal('all') }),
  ]),
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const PROFILE_UPDATED = 'Your profile has been updated.';
export const COMPANY_NAME_OWNER_ONLY = 'Only the account owner can change the company name.';

export const profileSavedSchema = z.object({ result: z.literal('success'), message: z.string(), user: userDataSchema });

/** POST /api/user/profile-picture-upload: a presigned PUT for the picture (then saved by key). */
export const PROFILE_PICTURE_MAX_BYTES = 1_000_000;
export const profilePictureUploadRequestSchema = z.object({
  content_type: z.enum(IMAGE_CONTENT_TYPES, 'The picture must be a PNG, JPEG, WebP or GIF image'),
  size: z.number().int().min(1, 'The file is empty').max(PROFILE_PICTURE_MAX_BYTES, 'The picture may be at most 1 MB'),
});

/** The fields of the business address a finished profile needs (the setup's Profile steps). */
export const PROFILE_INCOMPLETE = 'Please complete your profile to fully use the system';

/** GET /api/user/onboarding-status/{userId}: what the user's setup still needs, step by step. */
export const onboardingStatusSchema = z.object({
  user_id: z.string(),
  profile_completed: z.boolean(),
  payment_setup_required: z.boolean(),
  payment_setup_completed: z.boolean(),
  account_connection_required: z.boolean(),
  account_connected: z.enum(['', 'pending', 'inverification', 'completed', 'failed']),
  questionnaire_available: z.boolean(),
  questionnaire_setup_completed: z.boolean(),
  setupcomplete: tf,
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const setupCompleteAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), setupcomplete: tf });
