import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, validationError } from '@platform/core/shared/errors';

export interface MultipartUpload {
  fields: Record<string, string>;
  file: { name: string; contentType: string; bytes: Uint8Array } | undefined;
}

/**
 * A multipart/form-data request (an upload): its text fields and the file sent as `fileField`.
 * API Gateway hands binary bodies over base64-encoded; the runtime's own form parser reads them.
 */
export async function readMultipart(event: APIGatewayProxyEventV2, opts: { fileField: string; maxBytes: number; tooLarge: string }): Promise<MultipartUpload> {
  const contentType = event.headers['content-type'] ?? event.headers['Content-Type'] ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) throw badRequest('Send the file as multipart/form-data.');
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  // The form's own framing and fields add a little to the file.
  if (raw.length > opts.maxBytes + 16 * 1024) throw validationError(opts.tooLarge, { [opts.fileField]: [opts.tooLarge] });
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The upload could not be read as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === opts.fileField && !file) file = { name: value.name, contentType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { fields, file };
}
