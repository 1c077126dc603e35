import { logoUploadAnswerSchema, type LOGO_CONTENT_TYPES } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { putToStorage } from '../../../lib/upload/put-to-storage';

export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/** POST /api/configuration/setting/{companyId}/logo-upload: a presigned PUT for one image of this type and size. */
export function requestLogoUpload(companyId: string, request: { content_type: LogoContentType; size: number }) {
  return apiRequest(`/configuration/setting/${encodeURIComponent(companyId)}/logo-upload`, { method: 'POST', body: request, schema: logoUploadAnswerSchema });
}

export const UPLOAD_FAILED = 'The logo could not be uploaded. Please try again.';

/** Asks for an upload address, then sends the file straight to storage. Answers the key that the branding save names. */
export async function uploadLogo(companyId: string, file: Blob, contentType: LogoContentType): Promise<string> {
  return putToStorage(await requestLogoUpload(companyId, { content_type: contentType, size: file.size }), file, UPLOAD_FAILED);
}
