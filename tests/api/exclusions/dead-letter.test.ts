import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetConfig, resetStorage } from '@platform/core';
import { handler } from '../../../packages/functions/src/workers/exclusion-import.js';
import { useCore } from '../core.js';
import { clientProgress, freshClient } from './helpers.js';

let client: Awaited<ReturnType<typeof freshClient>>;

const eventFor = (key: string, receives: number): SQSEvent => ({
  Records: [
    {
      messageId: `m-${key}`,
      receiptHandle: 'r',
      body: JSON.stringify({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'b' }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/'), size: 10 } } }] }),
      attributes: { ApproximateReceiveCount: String(receives), SentTimestamp: '0', SenderId: 'x', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:0:exclusion-import',
      awsRegion: 'local',
    },
  ],
});

/**
 * The worker's handler driven directly, with the bucket unreachable (nothing listens on port 9),
 * so every receive fails as a storage outage would.
 */
describe('an import that keeps failing goes to the dead-letter queue and the job says so', () => {
  let jobId: string;
  let key: string;
  beforeAll(async () => {
    useCore();
    client = await freshClient('excl-dlq');
    jobId = `dlq-${Date.now()}`;
    key = `uploads/exclusions/${client.rootId}/${jobId}.csv`;
    await db().entities.exclusionJob.create({ rootId: client.rootId, jobId, listType: 'client', ownerId: client.companyId, companyId: client.companyId, filename: 'broken.csv', objectKey: key, status: 'queued', totalRows: 3, createdAt: new Date().toISOString() }).go();
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9';
    resetConfig();
    resetStorage();
  });
  afterAll(() => useCore());

  it('reports the failure for a retry and leaves the job in progress before the last receive', async () => {
    for (const receives of [1, 2, 3, 4]) expect((await handler(eventFor(key, receives))).batchItemFailures).toEqual([{ itemIdentifier: `m-${key}` }]);
    const progress = await clientProgress(client.access_token, client.companyId);
    expect(progress.body.jobDone).toBe(false);
  });

  it('on the fifth receive marks the job failed with "Whoops…" and still reports it, so SQS moves it to the DLQ', async () => {
    expect((await handler(eventFor(key, 5))).batchItemFailures).toHaveLength(1);
    const progress = await clientProgress(client.access_token, client.companyId);
    expect(progress.body.jobDone).toBe(true);
    expect(progress.body.jobProgress.find((p) => p.id === jobId)).toMatchObject({ status: 'failed', message: 'Whoops that did not work, please check your file for errors and try again' });
  });

  it('drops a message that names no upload instead of retrying it', async () => {
    const bad = eventFor('somewhere/else.csv', 1);
    expect((await handler(bad)).batchItemFailures).toEqual([]);
    const test = { ...bad, Records: [{ ...bad.Records[0]!, body: JSON.stringify({ Event: 's3:TestEvent' }) }] };
    expect((await handler(test)).batchItemFailures).toEqual([]);
  });
});
