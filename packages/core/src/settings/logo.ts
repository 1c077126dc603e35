import { newId } from '../platform/ids.js';
import { headObject, presignedGet, presignedPut } from '../platform/storage.js';
import { validationError } from '../shared/errors.js';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from './general-settings.contract.js';

type LogoType = (typeof LOGO_CONTENT_TYPES)[number];
const EXTENSION: Record<LogoType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const UPLOAD_SECONDS = 300;
/** A logo's file name inside its company's folder, as the serving route accepts it. */
export const LOGO_FILE = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|gif)$/;

const prefix = (companyId: string) => `logos/${companyId}/`;

/** Where the browser PUTs a new logo: a fresh key in the company's own folder, type and size signed. */
export async function logoUploadTarget(companyId: string, contentType: LogoType, size: number) {
  const key = `${prefix(companyId)}${newId()}.${EXTENSION[contentType]}`;
  return {
    upload_url: await presignedPut(key, contentType, size, UPLOAD_SECONDS),
    key,
    headers: { 'content-type': contentType },
    expires_in: UPLOAD_SECONDS,
  };
}

const LOGO_REFUSED = 'Upload the logo again: the file was not found or is not a PNG, JPEG, WebP or GIF image of at most 1 MB.';

/**
 * The logo URL to store once the browser says it uploaded to `key`: only a key of this company's
 * folder, with an object there of an allowed type and size. Served by GET /api/branding/logo/…
 * on every tenant host, so it works on custom domains too.
 */
export async function acceptedLogoUrl(companyId: string, key: string): Promise<string> {
  const file = key.startsWith(prefix(companyId)) ? key.slice(prefix(companyId).length) : '';
  const head = LOGO_FILE.test(file) ? await headObject(key) : undefined;
  const typeOk = head?.contentType !== undefined && (LOGO_CONTENT_TYPES as readonly string[]).includes(head.contentType);
  if (!head || !typeOk || head.size < 1 || head.size > LOGO_MAX_BYTES) throw validationError(LOGO_REFUSED, { logo: [LOGO_REFUSED] });
  return `/api/branding/logo/${companyId}/${file}`;
}

/** A short-lived read URL for a stored logo, for the public serving route to redirect to. */
export async function logoLocation(companyId: string, file: string): Promise<string | undefined> {
  if (!LOGO_FILE.test(file)) return undefined;
  const key = `${prefix(companyId)}${file}`;
  if (!(await headObject(key))) return undefined;
  return presignedGet(key, 3600);
}
