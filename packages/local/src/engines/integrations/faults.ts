import { z } from 'zod';
import type { FakeName } from './types.js';

/**
 * Faults the fakes server applies before a fake sees a call, so the delivery worker's retries and
 * error mapping are testable against every provider the same way (docs/decisions.md, "Integration
 * providers and their local fakes"):
 * - `fail`: the next `count` calls answer `status` (500 unless named) without reaching the fake;
 * - `rate_limit`: they answer 429 with `Retry-After: retryAfterSeconds`;
 * - `slow`: they wait `delayMs`, then reach the fake (longer than an adapter's 8 s timeout: a timeout);
 * - `lost_answer`: they reach the fake, which does the work, then the connection is dropped without
 *   an answer (the caller cannot know whether it happened: the case a retry must not repeat).
 */
export const zFaultInput = z.object({
  provider: z.string().min(1).max(40),
  mode: z.enum(['fail', 'rate_limit', 'slow', 'lost_answer']),
  count: z.number().int().min(1).max(100_000).default(1),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
  status: z.number().int().min(400).max(599).optional(),
});
export type FaultInput = z.input<typeof zFaultInput>;

export interface Fault {
  id: string;
  provider: FakeName | string;
  mode: 'fail' | 'rate_limit' | 'slow' | 'lost_answer';
  remaining: number;
  delayMs: number;
  retryAfterSeconds: number;
  status: number;
}

export class FaultSwitches {
  private faults: Fault[] = [];
  private seq = 0;

  add(input: FaultInput): Fault {
    const p = zFaultInput.parse(input);
    const fault: Fault = {
      id: `fault_${++this.seq}`,
      provider: p.provider,
      mode: p.mode,
      remaining: p.count,
      delayMs: p.delayMs ?? (p.mode === 'slow' ? 10_000 : 0),
      retryAfterSeconds: p.retryAfterSeconds ?? 1,
      status: p.status ?? (p.mode === 'rate_limit' ? 429 : 500),
    };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault this call meets, counting it; undefined when none is set for the provider. */
  take(provider: string): Fault | undefined {
    const fault = this.faults.find((f) => f.provider === provider);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }
}
