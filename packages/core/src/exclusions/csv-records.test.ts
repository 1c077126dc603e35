import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { candidateKeys, classifyCell, parseExclusionCsv } from './csv-records.js';
import { EXCLUSION_MESSAGES, normalizeFileName, percentDone } from './exclusions.contract.js';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const csv = (text: string) => new TextEncoder().encode(text);

describe('a cell is a plain e-mail, an MD5 or a SHA-256', () => {
  it.each([
    ['plain e-mail, trimmed and lower-cased, kept only as its hashes', '  Jane.Doe@Example.COM ', { key: `sha256:${sha('jane.doe@example.com')}`, md5: md5('jane.doe@example.com') }],
    ['MD5 hash, any case', md5('a@b.co').toUpperCase(), { key: `md5:${md5('a@b.co')}` }],
    ['SHA-256 hash', sha('a@b.co'), { key: `sha256:${sha('a@b.co')}` }],
    ['not an e-mail', 'jane at example', undefined],
    ['e-mail without a dot in the domain', 'jane@localhost', undefined],
    ['31 hex digits', md5('x').slice(1), undefined],
    ['empty', '', undefined],
  ])('%s', (_name, cell, expected) => {
    expect(classifyCell(cell)).toEqual(expected);
  });

  it('a plain e-mail and its own SHA-256 are the same record', () => {
    expect(classifyCell('a@b.co')?.key).toBe(classifyCell(sha('a@b.co'))?.key);
  });

  it('a lead is looked up by both hashes of its e-mail, or by the hash it came with', () => {
    expect(candidateKeys(' A@B.co')).toEqual([`sha256:${sha('a@b.co')}`, `md5:${md5('a@b.co')}`]);
    expect(candidateKeys(md5('a@b.co'))).toEqual([`md5:${md5('a@b.co')}`]);
    expect(candidateKeys('')).toEqual([]);
  });
});

describe('reading an exclusion CSV', () => {
  it.each([
    ['one column, no header', 'a@b.co\nc@d.co\n', { valid: 2, invalid: 0, duplicates: 0, rows: 2 }],
    ['a header row is not a record', 'email\na@b.co\nc@d.co\n', { valid: 2, invalid: 0, duplicates: 0, rows: 2 }],
    ['mixed e-mails and hashes', `email\na@b.co\n${md5('x@y.co')}\n${sha('z@y.co')}\n`, { valid: 3, invalid: 0, duplicates: 0, rows: 3 }],
    ['invalid rows are counted, never fatal', 'a@b.co\nnot an email\n12345\n', { valid: 1, invalid: 2, duplicates: 0, rows: 3 }],
    ['repeats in one file are counted once', 'a@b.co\nA@B.CO \na@b.co\n', { valid: 1, invalid: 0, duplicates: 2, rows: 3 }],
    ['blank lines are skipped', 'a@b.co\n\n\nc@d.co\r\n', { valid: 2, invalid: 0, duplicates: 0, rows: 2 }],
    ['the named column of a wider file', 'name,Email,phone\nJane,a@b.co,555\nJoe,c@d.co,556\n', { valid: 2, invalid: 0, duplicates: 0, rows: 2 }],
    ['without a header, the first usable cell of each row', 'Jane,a@b.co\nJoe,c@d.co\n', { valid: 2, invalid: 0, duplicates: 0, rows: 2 }],
    ['a byte-order mark and quotes', '\uFEFF"email"\n"a@b.co"\n', { valid: 1, invalid: 0, duplicates: 0, rows: 1 }],
  ])('%s', (_name, text, expected) => {
    const parsed = parseExclusionCsv(csv(text));
    expect({ valid: parsed.valid, invalid: parsed.invalid, duplicates: parsed.duplicates, rows: parsed.rows.length }).toEqual(expected);
  });

  it('keeps no plain address in what it returns', () => {
    const parsed = parseExclusionCsv(csv('Secret.Person@Example.com\n'));
    expect(JSON.stringify(parsed)).not.toMatch(/secret\.person/i);
  });

  it('takes 10,000 records and refuses 10,001 with the count', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.com`).join('\n');
    expect(parseExclusionCsv(csv(`email\n${rows(10_000)}`)).valid).toBe(10_000);
    expect(() => parseExclusionCsv(csv(`email\n${rows(10_001)}`))).toThrow(EXCLUSION_MESSAGES.tooMany(10_001));
  });

  it.each([
    ['binary content', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), EXCLUSION_MESSAGES.notCsv],
    ['not UTF-8 text', new Uint8Array([0xff, 0xfe, 0xfd]), EXCLUSION_MESSAGES.notCsv],
    ['only a header', csv('email\n'), EXCLUSION_MESSAGES.empty],
  ])('refuses %s', (_name, bytes, message) => {
    expect(() => parseExclusionCsv(bytes)).toThrow(message);
  });
});

describe('file names are normalised', () => {
  it.each([
    ['My List (2).CSV', 'my_list_2.csv'],
    ['C:\\Users\\me\\opt outs.csv', 'opt_outs.csv'],
    ['émails-été.csv', 'mails-t.csv'],
    ['a.b-c_d.csv', 'a.b-c_d.csv'],
  ])('%s → %s', (name, expected) => {
    expect(normalizeFileName(name)).toBe(expected);
  });
});

describe('progress stays within 0 and 100', () => {
  it.each([
    [0, 0, 'queued', 0],
    [500, 1000, 'importing', 50],
    [1500, 1000, 'importing', 100],
    [-3, 1000, 'importing', 0],
    [10, 1000, 'done', 100],
  ] as const)('%i of %i while %s is %i%%', (current, total, status, expected) => {
    expect(percentDone(current, total, status)).toBe(expected);
  });
});
