import { createHash } from 'node:crypto';
import { isConditionFailure } from '../db/conditions.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import type { ApiClient } from '../developer/scopes.js';
import { ApiClientError } from './errors.js';
import { idempotencyRecordEntity } from './idempotency.entity.js';

/** A stored answer lives 24 h; a first request still running after LEASE_S is taken as dead (Lambdas time out before). */
const KEEP_S = 24 * 3600;
const LEASE_S = 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type Begun = { kind: 'first' } | { kind: 'replay'; status: number; body: string };

type Who = Pick<ApiClient, 'rootId' | 'keyId'>;

export const requestHash = (method: string, path: string, body: string) => createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');

const conflictInFlight = () => new ApiClientError('conflict', 'A request with this Idempotency-Key is still being processed.', 'idempotency_conflict');
const mismatch = () => new ApiClientError('validation', 'This Idempotency-Key was used with another request.', 'idempotency_mismatch');

/**
 * Claims an Idempotency-Key for one request of a key (a conditional put, so of two concurrent
 * requests only one runs): the first runs; a repeat with the same request replays the stored answer;
 * another request under the key is 422; a repeat while the first still runs is 409.
 */
export async function beginIdempotent(who: Who, idempotencyKey: string, hash: string, clock: Clock = systemClock): Promise<Begun> {
  if (!KEY.test(idempotencyKey)) throw new ApiClientError('bad_request', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', 'invalid_request');
  const now = clock.now();
  const nowS = epochSeconds(now);
  const key = { rootId: who.rootId, keyId: who.keyId, idempotencyKey };
  try {
    await idempotencyRecordEntity.create({ ...key, requestHash: hash, state: 'pending', lockedUntil: nowS + LEASE_S, createdAt: now.toISOString(), ttl: nowS + KEEP_S })
      .go();
    return { kind: 'first' };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  const seen = (await idempotencyRecordEntity.get(key).go({ consistent: true })).data;
  // Expired by TTL but not yet deleted by DynamoDB: the key is free again.
  if (!seen || seen.ttl <= nowS) {
    await idempotencyRecordEntity.delete(key).go();
    return beginIdempotent(who, idempotencyKey, hash, clock);
  }
  if (seen.requestHash !== hash) throw mismatch();
  if (seen.state === 'done' && seen.status !== undefined && seen.body !== undefined) return { kind: 'replay', status: seen.status, body: seen.body };
  if (seen.lockedUntil > nowS) throw conflictInFlight();
  // The first request died without an answer: this one takes its place, once.
  try {
    await idempotencyRecordEntity.patch(key)
      .set({ lockedUntil: nowS + LEASE_S })
      .where((a, op) => `${op.eq(a.state, 'pending')} AND ${op.eq(a.lockedUntil, seen.lockedUntil)}`)
      .go();
    return { kind: 'first' };
  } catch (e) {
    if (isConditionFailure(e)) throw conflictInFlight();
    throw e;
  }
}

/** Stores the first answer for replay. */
export async function finishIdempotent(who: Who, idempotencyKey: string, status: number, body: string): Promise<void> {
  await idempotencyRecordEntity.patch({ rootId: who.rootId, keyId: who.keyId, idempotencyKey }).set({ state: 'done', status, body }).go();
}

/** A server error is not an answer to keep: the key is freed so the client's retry runs. */
export async function abandonIdempotent(who: Who, idempotencyKey: string): Promise<void> {
  await idempotencyRecordEntity.delete({ rootId: who.rootId, keyId: who.keyId, idempotencyKey })
    .where((a, op) => op.eq(a.state, 'pending'))
    .go()
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
}
