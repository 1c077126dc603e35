import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { EXCLUSION_MAX_RECORDS, EXCLUSION_MESSAGES } from './exclusions.contract.js';

/**
 * One stored record of a list. Plain e-mails are kept only as hashes: the key is the SHA-256 of the
 * trimmed, lower-cased address, with its MD5 beside it. Uploaded hashes are kept as they are.
 */
export interface ExclusionRecord {
  /** `md5:<hex>` or `sha256:<hex>`: the entry's identity within its list. */
  key: string;
  /** The MD5 of a plain e-mail (its key is the SHA-256). */
  md5?: string;
}

export interface ParsedCsv {
  /** One slot per data row (header excluded), in file order: the record, or undefined when the row is invalid or repeats an earlier one. */
  rows: (ExclusionRecord | undefined)[];
  valid: number;
  invalid: number;
  duplicates: number;
}

/** A file that cannot be imported at all; its message is shown to the person as it is. */
export class ExclusionFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExclusionFileError';
  }
}

const MD5 = /^[0-9a-f]{32}$/;
const SHA256 = /^[0-9a-f]{64}$/;
// Deliberately loose: one @, no spaces or separators, a dot in the domain. Providers match on the hash anyway.
export const EMAIL = /^[^\s@"<>(),;:]+@[^\s@"<>(),;:.]+(\.[^\s@"<>(),;:.]+)+$/;
const HEADER_NAME = /^(e-?mail|email_?address|md5|sha-?256|hash|hashed_?email)$/;

export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** What one cell holds: a plain e-mail (normalised), an MD5 or SHA-256 hash, or nothing usable. */
export function classifyCell(raw: string): ExclusionRecord | undefined {
  const v = raw.trim().toLowerCase();
  if (MD5.test(v)) return { key: `md5:${v}` };
  if (SHA256.test(v)) return { key: `sha256:${v}` };
  if (v.length <= 254 && EMAIL.test(v)) return { key: `sha256:${sha256Hex(v)}`, md5: md5Hex(v) };
  return undefined;
}

/** An entry keyed by an uploaded MD5 (a plain e-mail's entry is keyed by its SHA-256). */
export const isMd5Key = (key: string) => key.startsWith('md5:');

/** Whether a parsed file holds an MD5 row: its upload is then not counted as one without MD5 (list-state.ts). */
export const holdsMd5 = (parsed: Pick<ParsedCsv, 'rows'>) => parsed.rows.some((r) => r !== undefined && isMd5Key(r.key));

/** The keys a lead's e-mail (or a hash a lead came with) is looked up by in every list. */
export function candidateKeys(emailOrHash: string): string[] {
  const v = emailOrHash.trim().toLowerCase();
  if (MD5.test(v)) return [`md5:${v}`];
  if (SHA256.test(v)) return [`sha256:${v}`];
  if (!v) return [];
  return [`sha256:${sha256Hex(v)}`, `md5:${md5Hex(v)}`];
}

function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new ExclusionFileError(EXCLUSION_MESSAGES.notCsv);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ExclusionFileError(EXCLUSION_MESSAGES.notCsv);
  }
}

/**
 * Reads an exclusion CSV: one column of e-mails, MD5 or SHA-256 hashes (mixed allowed), header
 * optional, other columns ignored. A first row holding no usable value is a header; if it names an
 * e-mail or hash column, that column is read, otherwise each row's first usable cell. Invalid rows
 * are counted, never fatal; more than 10,000 records refuse the whole file.
 */
export function parseExclusionCsv(bytes: Uint8Array): ParsedCsv {
  const text = decodeText(bytes);
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_empty_values: true, trim: true });
  } catch {
    throw new ExclusionFileError(EXCLUSION_MESSAGES.failed);
  }
  let column: number | undefined;
  const first = table[0];
  if (first && first.every((c) => !classifyCell(c)) && !first.some((c) => c.includes('@'))) {
    const named = first.findIndex((c) => HEADER_NAME.test(c.trim().toLowerCase()));
    if (named >= 0) column = named;
    table = table.slice(1);
  }
  if (table.length === 0) throw new ExclusionFileError(EXCLUSION_MESSAGES.empty);
  if (table.length > EXCLUSION_MAX_RECORDS) throw new ExclusionFileError(EXCLUSION_MESSAGES.tooMany(table.length));

  const seen = new Set<string>();
  const out: ParsedCsv = { rows: [], valid: 0, invalid: 0, duplicates: 0 };
  for (const row of table) {
    let record: ExclusionRecord | undefined;
    if (column !== undefined) record = classifyCell(row[column] ?? '');
    else for (const cell of row) if ((record = classifyCell(cell))) break;
    if (!record) {
      out.invalid += 1;
      out.rows.push(undefined);
    } else if (seen.has(record.key)) {
      out.duplicates += 1;
      out.rows.push(undefined);
    } else {
      seen.add(record.key);
      out.valid += 1;
      out.rows.push(record);
    }
  }
  return out;
}
