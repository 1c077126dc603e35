import type { S3Client } from '@aws-sdk/client-s3';
import { getConfig } from './config.js';
import { afterSessionConfirmed } from './session-gate.js';

/**
 * The uploads bucket (S3 on AWS, s3rver in the embedded runtime). The SDK is loaded on first use,
 * so the many handlers that never touch the bucket do not pay for it at cold start.
 */
let client: Promise<S3Client> | undefined;

function s3(): Promise<S3Client> {
  client ??= import('@aws-sdk/client-s3').then(({ S3Client: Client }) => {
    const cfg = getConfig();
    const c = new Client({
      region: cfg.AWS_REGION,
      // A presigned PUT must not carry a checksum of the (empty) body the SDK sees when signing.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // s3rver checks signatures against its one built-in key pair.
      ...(cfg.S3_ENDPOINT ? { endpoint: cfg.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
    });
    // The bucket is used by a signed-in request only once its session is live (platform/session-gate.ts).
    c.middlewareStack.add(
      (next) => async (args) => {
        await afterSessionConfirmed();
        return next(args);
      },
      { step: 'initialize', name: 'after-session' },
    );
    return c;
  });
  return client;
}

export function resetStorage(): void {
  client = undefined;
}

/** A URL the browser PUTs one object to, with exactly this type and size (both are signed). */
export async function presignedPut(key: string, contentType: string, size: number, expiresIn: number): Promise<string> {
  const [{ PutObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const command = new PutObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key, ContentType: contentType, ContentLength: size });
  return getSignedUrl(await s3(), command, { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });
}

/** A short-lived URL to read one object; with `downloadAs`, the browser saves it under that name. */
export async function presignedGet(key: string, expiresIn: number, downloadAs?: string): Promise<string> {
  const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const disposition = downloadAs ? { ResponseContentDisposition: `attachment; filename="${downloadAs.replace(/[^A-Za-z0-9._-]/g, '_')}"` } : {};
  return getSignedUrl(await s3(), new GetObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key, ...disposition }), { expiresIn });
}

/** What the bucket holds under a key, or undefined when nothing was uploaded there. */
export async function headObject(key: string): Promise<{ size: number; contentType: string | undefined } | undefined> {
  const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
  try {
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return undefined;
    throw e;
  }
}

/** Stores one object the API received itself (a small upload that came in a request). */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await (await s3()).send(new PutObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
}

/** One object's bytes, or undefined when nothing is stored there. */
export async function getObjectBytes(key: string): Promise<Uint8Array | undefined> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  try {
    const res = await (await s3()).send(new GetObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key }));
    return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return undefined;
    throw e;
  }
}

/** Removes one object (a working file whose content must not outlive its use). Missing is fine. */
export async function deleteObject(key: string): Promise<void> {
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  await (await s3()).send(new DeleteObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key }));
}

/** The first `bytes` bytes of an object (a ranged GET), for checking what an upload really is. */
export async function readObjectStart(key: string, bytes: number): Promise<Buffer> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const res = await (await s3()).send(new GetObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key, Range: `bytes=0-${bytes - 1}` }));
  return Buffer.from((await res.Body?.transformToByteArray()) ?? []);
}

/** A short-lived URL to read an image, answered with `contentType` whatever the object says. */
export async function presignedImageGet(key: string, contentType: string, expiresIn: number): Promise<string> {
  const [{ GetObjectCommand }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const command = new GetObjectCommand({ Bucket: getConfig().BUCKET_NAME, Key: key, ResponseContentType: contentType, ResponseContentDisposition: 'inline' });
  return getSignedUrl(await s3(), command, { expiresIn });
}
