import type { ImageUploadAnswer } from '@platform/core/contracts';
import { ShownError } from '../forms/shown-error';

/**
 * Sends a file straight to storage (S3 on AWS) at the presigned address an upload call answered; the
 * API never carries the file. Answers the key the following save names.
 */
export async function putToStorage(target: ImageUploadAnswer, file: Blob, failure: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(target.upload_url, { method: 'PUT', body: file, headers: target.headers });
  } catch {
    throw new ShownError(failure);
  }
  if (!response.ok) throw new ShownError(failure);
  return target.key;
}
