import { describe, expect, it } from 'vitest';
import { isLockTimeout, retryLockTimeouts } from './local-lock-retry.js';

const lockTimeout = () => Object.assign(new Error('This action timed out because it too long waiting for a lock. This request will succeed in actual DynamoDB API'), { name: 'InternalFailure' });
const noSleep = { sleep: async () => undefined };

describe("DynamoDB Local's lock time-outs are sent again", () => {
  it('recognises the time-out, also when a library wraps it as the cause', () => {
    expect(isLockTimeout(lockTimeout())).toBe(true);
    expect(isLockTimeout(new Error('Error while executing batch put', { cause: lockTimeout() }))).toBe(true);
    expect(isLockTimeout(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }))).toBe(false);
    expect(isLockTimeout(undefined)).toBe(false);
  });

  it('a request that timed out waiting for the lock is sent again until it goes through', async () => {
    let calls = 0;
    const out = await retryLockTimeouts(async () => {
      calls += 1;
      if (calls < 4) throw lockTimeout();
      return 'written';
    }, noSleep);
    expect(out).toBe('written');
    expect(calls).toBe(4);
  });

  it('waits longer each time, with jitter, never more than 2 s', async () => {
    const waits: number[] = [];
    await expect(retryLockTimeouts(async () => Promise.reject(lockTimeout()), { attempts: 8, baseMs: 50, random: () => 1, sleep: async (ms) => void waits.push(ms) })).rejects.toThrow(/waiting for a lock/);
    expect(waits).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
  });

  it('any other error is not retried', async () => {
    let calls = 0;
    const refused = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    await expect(
      retryLockTimeouts(async () => {
        calls += 1;
        throw refused;
      }, noSleep),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});

describe('the embedded runtime’s DynamoDB client sends a lock time-out again', () => {
  // The SDK's first import can take seconds on a busy machine.
  it('a PutItem answered with the lock time-out once goes through on the next try', { timeout: 30_000 }, async () => {
    const { DynamoDBClient, PutItemCommand } = await import('@aws-sdk/client-dynamodb');
    const { Readable } = await import('node:stream');
    const { retryLocalLockTimeouts } = await import('./local-lock-retry.js');
    let sent = 0;
    // The shape of the SDK's HttpResponse (its package is not one of ours to import).
    const answer = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Readable.from([Buffer.from(JSON.stringify(body))]) });
    const client = new DynamoDBClient({
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
      requestHandler: {
        handle: async () => {
          sent += 1;
          return { response: sent === 1 ? answer(400, { __type: 'com.amazonaws.dynamodb.v20120810#InternalFailure', message: lockTimeout().message }) : answer(200, {}) };
        },
      },
    });
    retryLocalLockTimeouts(client, { sleep: async () => undefined });
    await client.send(new PutItemCommand({ TableName: 'platform', Item: { pk: { S: 'a' }, sk: { S: 'b' } } }));
    expect(sent).toBe(2);
  });
});
