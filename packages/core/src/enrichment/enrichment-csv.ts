import { parse } from 'csv-parse/sync';
import { EMAIL } from '../exclusions/csv-records.js';
import type { EnrichRecord } from '../platform/lead-provider.js';
import { ENRICHMENT_MAX_ROWS, ENRICHMENT_MESSAGES } from './enrichment.contract.js';

/** A file that cannot be enriched at all; its message is shown as it is. */
export class EnrichmentFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnrichmentFileError';
  }
}

export interface EnrichmentFile {
  input: 'email' | 'name_address';
  /** The row's own columns, first in the enriched file. */
  ownColumns: string[];
  /** One slot per data row in file order: what the provider is asked, or undefined when the row holds nothing usable. */
  rows: { own: string[]; record: EnrichRecord | undefined }[];
  valid: number;
}

const norm = (h: string) => h.trim().toLowerCase().replace(/[\s_-]+/g, '');
const NAMES: Record<keyof EnrichRecord, string[]> = {
  email: ['email', 'emailaddress', 'mail'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  address: ['address', 'street', 'streetaddress', 'address1'],
  city: ['city', 'town'],
  state: ['state', 'region'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
};

/**
 * Reads a file to enrich: a column of e-mails (header optional), or a header naming first_name,
 * last_name, address and zip (or city and state). E-mails win when both are there. A row is valid
 * with an e-mail, or with a last name, an address and a zip (or a city and a state).
 */
export function parseEnrichmentCsv(bytes: Uint8Array): EnrichmentFile {
  let text: string;
  try {
    if (bytes.includes(0)) throw new Error('binary');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new EnrichmentFileError(ENRICHMENT_MESSAGES.notCsv);
  }
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch {
    throw new EnrichmentFileError(ENRICHMENT_MESSAGES.notCsv);
  }
  if (table.length === 0) throw new EnrichmentFileError(ENRICHMENT_MESSAGES.empty);
  const first = table[0] ?? [];
  const isEmail = (v: string | undefined) => v !== undefined && v.length <= 254 && EMAIL.test(v.trim().toLowerCase());
  const headed = !first.some(isEmail);
  const column = (field: keyof EnrichRecord) => (headed ? first.findIndex((h) => NAMES[field].includes(norm(h))) : -1);
  const cols = Object.fromEntries((Object.keys(NAMES) as (keyof EnrichRecord)[]).map((f) => [f, column(f)])) as Record<keyof EnrichRecord, number>;
  const data = headed ? table.slice(1) : table;
  if (data.length === 0) throw new EnrichmentFileError(ENRICHMENT_MESSAGES.empty);
  if (data.length > ENRICHMENT_MAX_ROWS) throw new EnrichmentFileError(ENRICHMENT_MESSAGES.tooMany(data.length));

  const emailColumn = headed ? cols.email : 0;
  const hasAddress = cols.lastName >= 0 && cols.address >= 0 && (cols.zip >= 0 || (cols.city >= 0 && cols.state >= 0));
  if (emailColumn < 0 && !hasAddress) {
    // A one-column file under a header that is not a known name: its cells are the e-mails.
    if (headed && first.length === 1 && data.some((r) => isEmail(r[0]))) return emailsOf(data, 0, first);
    throw new EnrichmentFileError(ENRICHMENT_MESSAGES.noColumns);
  }
  if (emailColumn >= 0) return emailsOf(data, emailColumn, headed ? [first[emailColumn] ?? 'email'] : ['email']);
  const at = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  const fields = ['firstName', 'lastName', 'address', 'city', 'state', 'zip'] as const;
  const ownColumns = fields.filter((f) => cols[f] >= 0).map((f) => first[cols[f]] ?? f);
  let valid = 0;
  const rows = data.map((r) => {
    const own = fields.filter((f) => cols[f] >= 0).map((f) => at(r, cols[f]));
    const rec: EnrichRecord = Object.fromEntries(fields.map((f) => [f, at(r, cols[f]) || undefined]));
    const ok = Boolean(rec.lastName && rec.address && (rec.zip || (rec.city && rec.state)));
    if (ok) valid += 1;
    return { own, record: ok ? rec : undefined };
  });
  return { input: 'name_address', ownColumns, rows, valid };
}

function emailsOf(data: string[][], column: number, header: string[]): EnrichmentFile {
  let valid = 0;
  const rows = data.map((r) => {
    const cell = (r[column] ?? '').trim();
    const email = cell.toLowerCase();
    const ok = email.length <= 254 && EMAIL.test(email);
    if (ok) valid += 1;
    return { own: [cell], record: ok ? { email } : undefined };
  });
  return { input: 'email', ownColumns: [header[0] ?? 'email'], rows, valid };
}
