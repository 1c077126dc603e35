import { imageUploadAnswerSchema, type ImageContentType } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { putToStorage } from '../../../lib/upload/put-to-storage';

/** POST /api/user/profile-picture-upload: a presigned PUT for one image of this type and size. */
export function requestPictureUpload(request: { content_type: ImageContentType; size: number }) {
  return apiRequest('/user/profile-picture-upload', { method: 'POST', body: request, schema: imageUploadAnswerSchema });
}

export const PICTURE_UPLOAD_FAILED = 'The picture could not be uploaded. Please try again.';

/** Sends the picture straight to storage; answers the key the profile save names. */
export async function uploadPicture(file: File, contentType: ImageContentType): Promise<string> {
  return putToStorage(await requestPictureUpload({ content_type: contentType, size: file.size }), file, PICTURE_UPLOAD_FAILED);
}
