import { z } from 'zod';
import { zInt } from './params.js';

/**
 * Network and server failures on demand, for tests of the platform's "a gateway call and the write
 * that records it are never assumed to happen together" rule (docs/decisions.md, "Writes that move
 * money or count"): the next N API requests matching a path prefix are answered badly.
 *
 * - `lost_answer`: performed in full (state, idempotency record, events), then the connection is
 *   dropped without an answer: the caller cannot tell whether it happened.
 * - `timeout`: held without being performed until the caller gives up (or `holdMs` passes), then
 *   dropped: nothing happened.
 * - `error`: Stripe's 500 `api_error`, nothing performed.
 * - `slow`: held `holdMs`, then performed and answered as usual (a slow network or bank): what the
 *   caller's other work does meanwhile is the interleaving under test.
 * - `processing`: performed, but a PaymentIntent it confirms is answered `processing` (the bank has
 *   not decided, as Stripe answers for bank debits and some card networks); it succeeds `holdMs`
 *   later, with its charge and events.
 */
export const FAULT_MODES = ['lost_answer', 'timeout', 'error', 'slow', 'processing'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const DEFAULT_HOLD_MS = 30_000;

export const zFaultInput = z.object({
  mode: z.enum(FAULT_MODES),
  count: zInt.pipe(z.number().int().min(1).max(1000)).default(1),
  /** A prefix of the request path, `/v1/...`. */
  path: z.string().startsWith('/v1/').default('/v1/'),
  /** Which requests: POST unless named. */
  method: z.enum(['GET', 'POST', 'DELETE']).default('POST'),
  /** How long a `timeout` fault holds a request whose caller is still waiting, or a `slow` one holds it before performing it. */
  holdMs: zInt.pipe(z.number().int().min(1).max(120_000)).default(DEFAULT_HOLD_MS),
});
export type FaultInput = z.input<typeof zFaultInput>;

export interface Fault {
  id: string;
  mode: FaultMode;
  /** Matching requests still to answer badly. */
  remaining: number;
  path: string;
  method: 'GET' | 'POST' | 'DELETE';
  holdMs: number;
}

/** The active faults, oldest first; a request takes one count of the first fault it matches. */
export class Faults {
  private faults: Fault[] = [];
  private seq = 0;

  add(input: FaultInput): Fault {
    const p = zFaultInput.parse(input);
    const fault: Fault = { id: `fault_${++this.seq}`, mode: p.mode, remaining: p.count, path: p.path, method: p.method, holdMs: p.holdMs };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault this request meets, counting it; undefined when none applies. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.method === method && path.startsWith(f.path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }
}
