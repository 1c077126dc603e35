import { newId } from '../platform/ids.js';
import { headObject, presignedGet, presignedPut } from '../platform/storage.js';
import { validationError } from './errors.js';
import { IMAGE_CONTENT_TYPES, type ImageContentType } from './image.contract.js';

/**
 * Pictures people upload (a company's logo, a user's profile picture) go straight from the browser
 * to the uploads bucket, one folder per owner: a presigned PUT with type and size signed, checked
 * again (HeadObject) before the key is saved, and served by a short-lived read URL.
 */
const EXTENSION: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const UPLOAD_SECONDS = 300;
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
  const head = IMAGE_FILE.test(file) ? await headObject(key) : undefined;
  const typeOk = head?.contentType !== undefined && (IMAGE_CONTENT_TYPES as readonly string[]).includes(head.contentType);
  if (!head || !typeOk || head.size < 1 || head.size > rule.maxBytes) throw validationError(rule.refused, { [rule.field]: [rule.refused] });
  return file;
}

/** A one-hour read URL for a stored image, for a public serving route to redirect to. */
export async function imageLocation(folder: string, file: string): Promise<string | undefined> {
  if (!IMAGE_FILE.test(file)) return undefined;
  const key = `${folder}${file}`;
  if (!(await headObject(key))) return undefined;
  return presignedGet(key, 3600);
}
