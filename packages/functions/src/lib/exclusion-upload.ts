import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { EXCLUSION_MAX_BYTES, EXCLUSION_MESSAGES } from '@platform/core/exclusions/exclusions.contract';
import type { UploadedFile } from '@platform/core/exclusions/upload';
import { validationError } from '@platform/core/shared/errors';
import { readMultipart } from './multipart.js';

const NO_FILE = 'Choose a CSV file to upload.';

/** The exclusion upload's form: its text fields and the CSV sent as `file`. */
export async function exclusionUpload(event: APIGatewayProxyEventV2): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const { fields, file } = await readMultipart(event, { fileField: 'file', maxBytes: EXCLUSION_MAX_BYTES, tooLarge: EXCLUSION_MESSAGES.tooLarge });
  if (!file) throw validationError(NO_FILE, { file: [NO_FILE] });
  return { fields, file };
}
