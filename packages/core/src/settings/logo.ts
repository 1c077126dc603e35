import type { ImageContentType } from '../shared/image.contract.js';
import { acceptedImageFile, imageLocation, imageUploadTarget } from '../shared/image-upload.js';
import { LOGO_MAX_BYTES } from './general-settings.contract.js';

const prefix = (companyId: string) => `logos/${companyId}/`;

/** Where the browser PUTs a new logo: a fresh key in the company's own folder, type and size signed. */
export const logoUploadTarget = (companyId: string, contentType: ImageContentType, size: number) => imageUploadTarget(prefix(companyId), contentType, size);

const LOGO_REFUSED = 'Upload the logo again: the file was not found or is not a PNG, JPEG, WebP or GIF image of at most 1 MB.';

/**
 * The logo URL to store once the browser says it uploaded to `key`: only a key of this company's
 * folder, with an object there of an allowed type and size. Served by GET /api/branding/logo/…
 * on every tenant host, so it works on custom domains too.
 */
export async function acceptedLogoUrl(companyId: string, key: string): Promise<string> {
  const file = await acceptedImageFile(prefix(companyId), key, { maxBytes: LOGO_MAX_BYTES, field: 'logo', refused: LOGO_REFUSED });
  return `/api/branding/logo/${companyId}/${file}`;
}

/** A short-lived read URL for a stored logo, for the public serving route to redirect to. */
export const logoLocation = (companyId: string, file: string) => imageLocation(prefix(companyId), file);
