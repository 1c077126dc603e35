import type { Actor } from '../access/actor.js';
import type { ImageContentType } from '../shared/image.contract.js';
import { acceptedImageFile, imageLocation, imageUploadTarget } from '../shared/image-upload.js';
import { PROFILE_PICTURE_MAX_BYTES } from './profile.contract.js';

/** A user's pictures live in their own folder; user ids are unique across platforms. */
const folder = (userId: string) => `pictures/${userId}/`;

const PICTURE_REFUSED = 'Upload the picture again: the file was not found or is not a PNG, JPEG, WebP or GIF image of at most 1 MB.';

/** POST /api/user/profile-picture-upload: where the signed-in user PUTs a new picture. */
export const requestProfilePictureUpload = (actor: Actor, input: { content_type: ImageContentType; size: number }) =>
  imageUploadTarget(folder(actor.userId), input.content_type, input.size);

/**
 * The picture URL to store once the browser says it uploaded to `key` (only the user's own folder).
 * Served by the public GET /api/user/picture/{userId}/{file}, like logos, so the bucket stays private.
 */
export async function acceptedPictureUrl(userId: string, key: string): Promise<string> {
  const file = await acceptedImageFile(folder(userId), key, { maxBytes: PROFILE_PICTURE_MAX_BYTES, field: 'profile_pict', refused: PICTURE_REFUSED });
  return `/api/user/picture/${userId}/${file}`;
}

/** A short-lived read URL for a stored picture. */
export const pictureLocation = (userId: string, file: string) => imageLocation(folder(userId), file);
