import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';

/** This machine's first address that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const portOf = (url: string) => Number(new URL(url).port);

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

function get(path: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: inject('apiPort'), path, localAddress }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the embedded runtime listens on loopback only', () => {
  const env = inject('platformEnv');
  const engines = () => [
    ['the web and API server', inject('apiPort')],
    ['DynamoDB Local', portOf(env.DYNAMODB_ENDPOINT ?? '')],
    ['s3rver', portOf(env.S3_ENDPOINT ?? '')],
    ['the SMTP sink', Number(env.SMTP_PORT)],
  ] as const;

  it('each engine answers on 127.0.0.1', async () => {
    for (const [name, port] of engines()) expect(await reachable('127.0.0.1', port), name).toBe(true);
  });

  // Needs an address other than loopback on this machine to try from; CI machines and these have one.
  it.skipIf(!external)('no engine answers on this machine’s network address', async () => {
    for (const [name, port] of engines()) expect(await reachable(external as string, port), `${name} on ${external}:${port}`).toBe(false);
  });

  it.skipIf(!external)('a /_local page asked from another address answers 404; from loopback it answers', async () => {
    expect(await get('/_local/mailbox', external as string)).toBe(404);
    expect(await get('/_local/queues', external as string)).toBe(404);
    expect(await get('/_local/mailbox', '127.0.0.1')).toBe(200);
  });
});
