import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { db, importExclusionJob } from '@platform/core';
import { IMPORT_SEGMENT_ROWS } from '../../../packages/core/src/exclusions/import-job.js';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { clientProgress, clientUploads, csvFile, drainImports, freshClient, md5, mixedCsv, sha256, suppressed, uploadClient } from './helpers.js';

// Each of these imports 10,000 rows through the worker (about 5 s on a quiet 2-core machine); the
// project's 30 s is too close when the machine is busy, and a slow import is the bench's to measure.
vi.setConfig({ testTimeout: 120_000 });

type Session = Awaited<ReturnType<typeof freshClient>>;

const platformS3 = () => {
  const env = inject('platformEnv');
  return new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED' });
};

let client: Session;
let rootId: string;

beforeAll(async () => {
  useCore();
  client = await freshClient('excl-import');
  rootId = client.rootId;
});

describe('a client uploads 10,000 mixed rows and each is imported exactly once', () => {
  const data = mixedCsv(`bulk${Date.now()}`, 10_000);
  let jobId: string;

  it('answers the job id at once, then the worker imports every row', async () => {
    const res = await uploadClient(client.access_token, client.companyId, csvFile(data.text, 'Big List 2024.csv'));
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    jobId = String(res.body.job_id);
    await drainImports();

    const list = await clientUploads(client.access_token, client.companyId);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(10_000);
    const upload = list.body.uploads.find((u) => u.id === jobId);
    expect(upload).toMatchObject({ filename: 'big_list_2024.csv', status: 'done', percentage: 100, current_row: 10_000, total_row: 10_000, valid_row: 10_000, invalid_row: 0, duplicate_row: 0 });

    const progress = await clientProgress(client.access_token, client.companyId);
    expect(progress.body.jobDone).toBe(true);
    expect(progress.body.jobProgress.find((p) => p.id === jobId)?.percentage).toBe(100);
  });

  it('suppresses each address however it was given, and nobody else', async () => {
    expect(await suppressed(rootId, client.companyId, undefined, data.plain[5] as string)).toBe(true);
    expect(await suppressed(rootId, client.companyId, undefined, `  ${(data.md5Of[7] as string).toUpperCase()}`)).toBe(true);
    expect(await suppressed(rootId, client.companyId, 'any-campaign', data.shaOf[9] as string)).toBe(true);
    // A lead that came with only a hash matches an uploaded hash of the same kind.
    expect(await suppressed(rootId, client.companyId, undefined, md5(data.md5Of[3] as string))).toBe(true);
    expect(await suppressed(rootId, client.companyId, undefined, 'someone.else@example.com')).toBe(false);
    expect(await suppressed(rootId, 'another-client', undefined, data.plain[5] as string)).toBe(false);
  });

  it('keeps no plain address: only hashes are stored', async () => {
    const rows = (await db().entities.exclusionEntry.query.byList({ rootId, listType: 'client', ownerId: client.companyId, generation: 0, shard: sha256(data.plain[1] as string)[0] as string }).go({ pages: 'all' })).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('@example.com');
  });

  it('the same file delivered again (its object put again) adds nothing', async () => {
    const job = (await db().entities.exclusionJob.get({ rootId, jobId }).go()).data;
    await platformS3().send(new PutObjectCommand({ Bucket: inject('platformEnv').BUCKET_NAME, Key: job?.objectKey, Body: data.text, ContentType: 'text/csv' }));
    await drainImports();
    const list = await clientUploads(client.access_token, client.companyId);
    expect(list.body.total).toBe(10_000);
    expect(list.body.uploads.filter((u) => u.id === jobId)).toHaveLength(1);
  });
});

describe('a worker killed part-way through resumes from its checkpoint and imports each row once', () => {
  // Two and a half segments (the rows between checkpoints): the run resumes at the first checkpoint,
  // over rows the killed run wrote past it, checkpoints again and finishes a part segment. A file of
  // 10,000 rows (resumed at 4,000) wrote twice as many rows through the same code.
  const ROWS = IMPORT_SEGMENT_ROWS * 2.5;
  const CHECKPOINT = IMPORT_SEGMENT_ROWS;
  const WRITTEN = IMPORT_SEGMENT_ROWS * 1.25;

  it(`finishes a job left at row ${CHECKPOINT.toLocaleString('en-US')} with rows up to ${WRITTEN.toLocaleString('en-US')} already written`, async () => {
    const data = mixedCsv(`resume${Date.now()}`, ROWS);
    const jobId = `resume-${Date.now()}`;
    const objectKey = `uploads/exclusions/${rootId}/${jobId}.csv`;
    // The file is stored before its job exists, so the platform's own worker finds no job and leaves it.
    await platformS3().send(new PutObjectCommand({ Bucket: inject('platformEnv').BUCKET_NAME, Key: objectKey, Body: data.text, ContentType: 'text/csv' }));
    await drainImports();
    await db()
      .entities.exclusionJob.create({ rootId, jobId, listType: 'client', ownerId: client.companyId, companyId: client.companyId, filename: 'resume.csv', objectKey, status: 'importing', totalRows: ROWS, currentRow: CHECKPOINT, validRows: ROWS, createdAt: new Date().toISOString() })
      .go();
    // What the killed run wrote: rows 0..WRITTEN-1 of the file (a third each plain, MD5 and SHA-256, in that order).
    const entity = db().entities.exclusionEntry;
    const written = Array.from({ length: WRITTEN }, (_, i) => {
      const address = [data.plain, data.md5Of, data.shaOf][i % 3]![Math.floor(i / 3)] as string;
      return i % 3 === 0 ? { entryKey: `sha256:${sha256(address)}`, md5: md5(address) } : i % 3 === 1 ? { entryKey: `md5:${md5(address)}` } : { entryKey: `sha256:${sha256(address)}` };
    });
    await entity.put(written.map((w) => ({ rootId, listType: 'client' as const, ownerId: client.companyId, generation: 0, shard: w.entryKey.split(':')[1]?.[0] as string, jobId, ...w }))).go({ concurrency: 8 });

    const before = (await clientUploads(client.access_token, client.companyId)).body.total;
    expect(await importExclusionJob(rootId, jobId)).toBe('done');
    const after = await clientUploads(client.access_token, client.companyId);
    // The list already held the first file's 10,000 distinct records; this file's are different addresses.
    expect(after.body.total - before).toBe(ROWS - written.length);
    expect(after.body.uploads.find((u) => u.id === jobId)).toMatchObject({ status: 'done', percentage: 100, current_row: ROWS });
    // Run again (a redelivery after it finished): nothing changes.
    expect(await importExclusionJob(rootId, jobId)).toBe('already-finished');
    expect((await clientUploads(client.access_token, client.companyId)).body.total).toBe(after.body.total);
  });
});

describe('files that cannot be imported are refused, and nothing is imported', () => {
  it('refuses 10,001 records with the count', async () => {
    const before = (await clientUploads(client.access_token, client.companyId)).body;
    const res = await uploadClient(client.access_token, client.companyId, csvFile(mixedCsv(`over${Date.now()}`, 10_001).text));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The file holds 10,001 records. Upload at most 10,000 records at a time; nothing was imported.');
    const after = (await clientUploads(client.access_token, client.companyId)).body;
    expect(after.total).toBe(before.total);
    expect(after.uploads).toHaveLength(before.uploads.length);
  });

  it.each([
    ['a PDF', { name: 'list.pdf', type: 'application/pdf', content: '%PDF-1.4 a@b.co' }],
    ['an image named .csv', { name: 'list.csv', type: 'image/png', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]) }],
    ['binary content named .csv', { name: 'list.csv', type: 'text/csv', content: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]) }],
  ])('refuses %s: "Invalid file format. This upload only supports CSV files."', async (_name, file) => {
    const res = await uploadClient(client.access_token, client.companyId, file);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ result: 'error', message: 'Invalid file format. This upload only supports CSV files.' });
  });

  it('asks for a file when none is sent', async () => {
    const res = await uploadClient(client.access_token, client.companyId, undefined as never);
    expect(res.status).toBe(422);
    expect((res.body.errors as Record<string, string[]>).file).toBeDefined();
  });

  it('counts invalid and repeated rows and imports the rest', async () => {
    const text = `email\nok.${Date.now()}@example.com\nnot-an-email\nOK.${Date.now()}@EXAMPLE.com\n`;
    const res = await uploadClient(client.access_token, client.companyId, csvFile(text, 'few.csv'));
    expect(res.status).toBe(200);
    await drainImports();
    const row = (await clientUploads(client.access_token, client.companyId)).body.uploads.find((u) => u.id === res.body.job_id);
    expect(row).toMatchObject({ status: 'done', total_row: 3, valid_row: 1, invalid_row: 1, duplicate_row: 1 });
  });
});

describe('purge empties the list', () => {
  it('answers Deleted! and the list holds nothing afterwards', async () => {
    const res = await api<{ result: string; title: string; msg: string }>(`/api/leadspeek/suppressionlist/purge/${client.companyId}/client`, { method: 'DELETE', token: client.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', title: 'Deleted!' });
    const list = await clientUploads(client.access_token, client.companyId);
    expect(list.body).toEqual({ total: 0, uploads: [] });
    // The entries themselves are deleted by the purge job afterwards (purge.test.ts).
    await drainImports();
    expect((await clientUploads(client.access_token, client.companyId)).body.total).toBe(0);
  });
});
