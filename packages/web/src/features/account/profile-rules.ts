import {
  IMAGE_CONTENT_TYPES,
  profileBusinessSchema,
  profilePersonSchema,
  profilePictureUploadRequestSchema,
  type ImageContentType,
  type UserData,
} from '@platform/core/contracts';
import type { SafeParser } from '../../lib/forms/body-resolver';

/** What the profile form holds: every field as typed. */
export interface ProfileValues {
  name: string;
  email: string;
  phonenum: string;
  phone_country_code: string;
  company_name: string;
  address: string;
  city: string;
  zip: string;
  country_code: string;
  state_code: string;
}

/** Which part of the profile a form saves (POST /user/update's steps); 'all' is the Profile page. */
export type ProfilePart = '1' | '2' | 'all';

export const PERSON_FIELDS = ['name', 'email', 'phonenum', 'phone_country_code'] as const;
export const BUSINESS_FIELDS = ['company_name', 'address', 'city', 'zip', 'country_code', 'state_code'] as const;
export const fieldsOf = (part: ProfilePart) => (part === '1' ? PERSON_FIELDS : part === '2' ? BUSINESS_FIELDS : [...PERSON_FIELDS, ...BUSINESS_FIELDS]);

/** The stored phone (E.164) shown as the number typed in its country. */
const nationalOf = (e164: string | null, callingCode: string | null) => (e164 && callingCode && e164.startsWith(callingCode) ? e164.slice(callingCode.length) : (e164 ?? ''));

export const valuesOf = (u: UserData): ProfileValues => ({
  name: u.name,
  email: u.email,
  phonenum: nationalOf(u.phonenum, u.phone_country_calling_code),
  phone_country_code: u.phone_country_code ?? '',
  company_name: u.company_name,
  address: u.address ?? '',
  city: u.city ?? '',
  zip: u.zip ?? '',
  country_code: u.country_code ?? '',
  state_code: u.state_code ?? '',
});

/** The request's fields for a part, as the form posts them. */
export function requestOf(part: ProfilePart, v: ProfileValues): Record<string, string> {
  const out: Record<string, string> = part === 'all' ? {} : { step: part };
  for (const f of fieldsOf(part)) out[f] = v[f];
  return out;
}

/** Core's schema for a part, which judges the fields in the browser before anything is sent. */
export const schemaOf = (part: ProfilePart): SafeParser<unknown> =>
  part === '1' ? profilePersonSchema : part === '2' ? profileBusinessSchema : profilePersonSchema.extend(profileBusinessSchema.shape);

export const isImageType = (type: string): type is ImageContentType => (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** Why a chosen file cannot be the picture, in the API's words; null when it can. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  const parsed = profilePictureUploadRequestSchema.safeParse({ content_type: file.type, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This file cannot be used as a picture.');
}

/** Only pictures this platform serves are shown: a stored value is a path under /api/user/picture/. */
export const safePicture = (url: string | null): string | null => (url && /^\/api\/user\/picture\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(png|jpg|webp|gif)$/.test(url) ? url : null);
