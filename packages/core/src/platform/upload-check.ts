import { headObject, readObjectStart } from './storage.js';

/**
 * One check for every file people upload (logos, profile pictures, CSV imports): before a key is
 * accepted, the stored object must be there, within the size, and its first bytes must be what its
 * type says. A presigned PUT signs type and size, but a bucket that does not enforce them (s3rver)
 * or a client that lies about the type would otherwise get any bytes (an HTML page, a script)
 * accepted and served as an "image".
 */
export type UploadType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'text/csv';

const startsWith = (bytes: Buffer, ...sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** What the first bytes of a file say it is, for the types we accept. */
export function sniffType(bytes: Buffer): UploadType | undefined {
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (looksLikeText(bytes)) return 'text/csv';
  return undefined;
}

/** Text a CSV can be: UTF-8 (a BOM allowed), no NUL or other binary control bytes, not markup. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(bytes.toString('latin1'))) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return !/^<(!doctype|html|script|svg|\?xml)/.test(text);
}

export interface UploadRule {
  allowed: readonly UploadType[];
  maxBytes: number;
}

/**
 * The object at `key` as accepted, or undefined when it is missing, empty, too large, of a type not
 * allowed, or stored with a type its bytes do not have.
 */
export async function checkUpload(key: string, rule: UploadRule): Promise<{ contentType: UploadType; size: number } | undefined> {
  const head = await headObject(key);
  if (!head || head.size < 1 || head.size > rule.maxBytes) return undefined;
  const declared = head.contentType?.split(';')[0]?.trim().toLowerCase();
  if (!declared || !(rule.allowed as readonly string[]).includes(declared)) return undefined;
  const sniffed = sniffType(await readObjectStart(key, 512));
  // A CSV may be stored as text/csv only if its bytes are text; an image only as what its bytes are.
  return sniffed === declared ? { contentType: sniffed, size: head.size } : undefined;
}
