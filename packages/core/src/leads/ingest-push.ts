import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { badRequest, unauthenticated } from '../shared/errors.js';
import { ingestLeadsBodySchema, LEAD_INGEST_QUEUE } from './ingest.contract.js';

/** How old a signed push may be (replays of older ones are refused). */
const TOLERANCE_S = 300;

/** The vendor's signature: `x-lead-signature: v1=<hex HMAC-SHA256 of "<x-lead-timestamp>.<raw body>">`. */
export function signIngest(raw: string, timestamp: number, secret: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
}

function verify(raw: string, headers: Record<string, string | undefined>, secret: string, now: Date): void {
  const t = Number(headers['x-lead-timestamp']);
  const sig = headers['x-lead-signature'] ?? '';
  if (!Number.isInteger(t) || Math.abs(epochSeconds(now) - t) > TOLERANCE_S) throw unauthenticated('The signature is missing, invalid or too old.');
  const expected = Buffer.from(signIngest(raw, t, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthenticated('The signature is missing, invalid or too old.');
}

const secretEnv = z.object({ LEAD_PROVIDER_WEBHOOK_SECRET: z.string().min(16) });

/**
 * POST /api/ingest/leads: the data vendor's signed push. The signature is checked over the exact
 * bytes before anything is parsed; each lead then goes on the ingest queue, where the pipeline
 * keys it by the vendor's lead id, so a re-sent push stores and charges nothing twice.
 */
export async function ingestPushedLeads(raw: string, headers: Record<string, string | undefined>, clock: Clock = systemClock): Promise<{ result: 'success'; accepted: number }> {
  const { LEAD_PROVIDER_WEBHOOK_SECRET: secret } = secretEnv.parse(process.env);
  verify(raw, headers, secret, clock.now());
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const { leads } = ingestLeadsBodySchema.parse(json);
  for (const lead of leads) await queue().send(LEAD_INGEST_QUEUE, { kind: 'lead', lead });
  return { result: 'success', accepted: leads.length };
}
