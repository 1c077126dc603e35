import { newId } from '../platform/ids.js';
import { headObject, presignedImageGet, presignedPut } from '../platform/storage.js';
import { checkUpload } from '../platform/upload-check.js';
import { validationError } from './errors.js';
import { IMAGE_CONTENT_TYPES, type ImageContentType } from './image.contract.js';

/**
 * Pictures people upload (a company's logo, a user's profile picture) go straight from the browser
 * to the uploads bucket, one folder per owner: a presigned PUT with type and size signed, checked
 * again (HeadObject) before the key is saved, and served by a short-lived read URL.
 */
const EXTENSION: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const UPLOAD_SECONDS = 300;
/** No image route serves anything larger (the logo's and the profile picture's limit). */
const MAX_IMAGE_BYTES = 1_000_000;
/** An image's file name inside its owner's folder, as the serving routes accept it. */
export const IMAGE_FILE = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|gif)$/;

/** Where the browser PUTs a new image: a fresh key in `folder` (ending in '/'), type and size signed. */
export async function imageUploadTarget(folder: string, contentType: ImageContentType, size: number) {
  const key = `${folder}${newId()}.${EXTENSION[contentType]}`;
  return {
    upload_url: await presignedPut(key, contentType, size, UPLOAD_SECONDS),
    key,
    headers: { 'content-type': contentType },
    expires_in: UPLOAD_SECONDS,
  };
}

/**
 * The file name to store once the browser says it uploaded to `key`: only a key of `folder`, with an
 * object there of an allowed type and at most `maxBytes`; otherwise a validation error on `field`.
 */
export async function acceptedImageFile(folder: string, key: string, rule: { maxBytes: number; field: string; refused: string }): Promise<string> {
  const file = key.startsWith(folder) ? key.slice(folder.length) : '';
  // There, within the size, stored as an allowed image type, and its bytes are that type.
  const checked = IMAGE_FILE.test(file) ? await checkUpload(key, { allowed: IMAGE_CONTENT_TYPES, maxBytes: rule.maxBytes }) : undefined;
  if (!checked || EXTENSION[checked.contentType as ImageContentType] !== file.split('.').pop()) throw validationError(rule.refused, { [rule.field]: [rule.refused] });
  return file;
}

/** A one-hour read URL for a stored image, for a public serving route to redirect to. */
export async function imageLocation(folder: string, file: string): Promise<string | undefined> {
  if (!IMAGE_FILE.test(file)) return undefined;
  const key = `${folder}${file}`;
  const head = await headObject(key);
  const type = (Object.entries(EXTENSION) as [ImageContentType, string][]).find(([, ext]) => file.endsWith(`.${ext}`))?.[0];
  // Only what could have been accepted is served, and always as the image type its name says, so
  // bytes stored under a logo's name can never be answered as a page.
  if (!head || !type || head.contentType !== type || head.size < 1 || head.size > MAX_IMAGE_BYTES) return undefined;
  return presignedImageGet(key, type, 3600);
}
