import { describe, expect, it } from 'vitest';
import { ENRICHMENT_MESSAGES } from './enrichment.contract.js';
import { parseEnrichmentCsv } from './enrichment-csv.js';

const parse = (text: string) => parseEnrichmentCsv(Buffer.from(text, 'utf8'));

describe('the file to enrich: e-mails, or names and postal addresses', () => {
  it.each([
    ['one column of e-mails without a header', 'a@example.com\nb@example.com\n', { input: 'email', ownColumns: ['email'], valid: 2, rows: 2 }],
    ['an e-mail column under a header, other columns ignored', 'Name,E-mail\nAnn,ann@example.com\nBo,not-an-address\n', { input: 'email', ownColumns: ['E-mail'], valid: 1, rows: 2 }],
    ['a one-column file under a header it does not know', 'contacts\nann@example.com\n', { input: 'email', ownColumns: ['contacts'], valid: 1, rows: 1 }],
    ['names and addresses with a zip', 'first_name,last_name,address,zip\nAnn,Miller,12 Oak St,62701\n,Patel,9 Elm Ave,\n', { input: 'name_address', valid: 1, rows: 2 }],
    ['names and addresses with a city and a state', 'First Name,Last Name,Street Address,City,State\nAnn,Miller,12 Oak St,Springfield,IL\n', { input: 'name_address', valid: 1, rows: 1 }],
    ['e-mails win when both are there', 'email,last_name,address,zip\nann@example.com,Miller,12 Oak St,62701\n', { input: 'email', valid: 1, rows: 1 }],
  ])('%s', (_rule, text, expected) => {
    const parsed = parse(text);
    expect(parsed.input).toBe(expected.input);
    expect(parsed.valid).toBe(expected.valid);
    expect(parsed.rows).toHaveLength(expected.rows);
    if ('ownColumns' in expected) expect(parsed.ownColumns).toEqual(expected.ownColumns);
  });

  it('keeps every row in order, the unusable ones without a record', () => {
    const parsed = parse('email\nA@Example.com\nnope\n');
    expect(parsed.rows.map((r) => [r.own[0], r.record?.email])).toEqual([
      ['A@Example.com', 'a@example.com'],
      ['nope', undefined],
    ]);
  });

  it.each([
    ['binary bytes', '\u0000\u0001PNG', ENRICHMENT_MESSAGES.notCsv],
    ['a header with nothing to enrich by', 'colour,size\nred,large\n', ENRICHMENT_MESSAGES.noColumns],
    ['a header and no rows', 'email\n', ENRICHMENT_MESSAGES.empty],
    ['more than 10,000 rows', `email\n${'a@example.com\n'.repeat(10_001)}`, ENRICHMENT_MESSAGES.tooMany(10_001)],
  ])('refuses %s', (_what, text, message) => {
    expect(() => parse(text)).toThrow(message);
  });
});
