import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, type WebhookCredentials } from '@platform/core';
import { cachedSecretLookup } from './receiver-secret-cache.js';
import { createWebhookReceiver } from './webhook-receiver.js';

const HOUR = 3600_000;

/** A receiver whose secrets come through the cache from `stored` (what core would read), counting the reads. */
function setup(ttlMs = 5_000) {
  const at = { platform: Date.parse('2026-11-27T12:00:00Z'), wall: 0 };
  const stored: { credentials: WebhookCredentials | undefined } = { credentials: { secrets: [{ secret: newWebhookSecret() }] } };
  const reads: string[] = [];
  const now = () => new Date(at.platform);
  const lookup = cachedSecretLookup({
    load: async (id) => {
      reads.push(id);
      await new Promise((r) => setTimeout(r, 5));
      return stored.credentials;
    },
    now,
    ttlMs,
    wallClock: () => at.wall,
  });
  const receiver = createWebhookReceiver({ lookupSecrets: lookup, now });
  const send = (leadId: string, secrets: string[], integrationId = 'int1') => {
    const body = JSON.stringify({ type: 'lead.delivered', data: { leadId } });
    return receiver.handle({ method: 'POST', path: '/shop', query: new URLSearchParams(), headers: signWebhook(`${leadId}:${integrationId}`, now(), body, secrets), rawBody: body }, { baseUrl: 'http://127.0.0.1', record: () => undefined });
  };
  const current = () => stored.credentials?.secrets.map((s) => s.secret) ?? [];
  return { at, stored, reads, send, current };
}

describe('the local webhook receiver reads an endpoint’s secrets once for a burst of calls', () => {
  it('100 calls at once to one integration verify against one read of its secrets', async () => {
    const s = setup();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => s.send(`lead${i}`, s.current())));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(s.reads).toHaveLength(1);
  });

  it('reads again once the read is older than its time to live, and for each integration on its own', async () => {
    const s = setup(5_000);
    await s.send('a', s.current());
    s.at.wall += 4_999;
    await s.send('b', s.current());
    expect(s.reads).toHaveLength(1);
    s.at.wall += 1;
    await s.send('c', s.current());
    expect(s.reads).toHaveLength(2);
    await s.send('d', s.current(), 'int2');
    expect(s.reads).toEqual(['a:int1', 'c:int1', 'd:int2']);
  });
});

describe('the receiver keeps verifying for real while it reads its secrets less often', () => {
  it('a call signed with a secret rotated in since the last read is read again and taken', async () => {
    const s = setup();
    const old = s.current()[0] as string;
    expect((await s.send('a', [old])).status).toBe(200);
    const rotated = newWebhookSecret();
    s.stored.credentials = { secrets: [{ secret: rotated }, { secret: old, expiresAt: new Date(s.at.platform + 24 * HOUR).toISOString() }] };
    expect((await s.send('b', [rotated])).status).toBe(200);
    expect(s.reads).toHaveLength(2);
    // Both now sign, as the platform sends them during the overlap; no further read.
    expect((await s.send('c', [rotated, old])).status).toBe(200);
    expect(s.reads).toHaveLength(2);
  });

  it('the rotated-out secret stops at its end by the platform’s clock, though its read is still cached', async () => {
    const s = setup(Number.POSITIVE_INFINITY);
    const old = s.current()[0] as string;
    const rotated = newWebhookSecret();
    s.stored.credentials = { secrets: [{ secret: rotated }, { secret: old, expiresAt: new Date(s.at.platform + HOUR).toISOString() }] };
    expect((await s.send('a', [old])).status).toBe(200);
    s.at.platform += HOUR;
    const refused = await s.send('b', [old]);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'No signature matches the endpoint secret.' });
  });

  it('a signature under no secret of the integration is refused after a fresh read', async () => {
    const s = setup();
    expect((await s.send('a', [newWebhookSecret()])).status).toBe(401);
    expect(s.reads).toHaveLength(2);
  });

  it('a disconnected integration (no credentials) verifies nothing; connected again, its next call is read again and taken', async () => {
    const s = setup();
    const secret = s.current()[0] as string;
    s.stored.credentials = undefined;
    expect((await s.send('a', [secret])).status).toBe(401);
    s.stored.credentials = { secrets: [{ secret }] };
    expect((await s.send('b', [secret])).status).toBe(200);
  });
});
