import type { CountAnswer, CountQuery } from '@platform/core';
import { seededRandom } from './person.js';

/**
 * The simulator's approximate lead counts (docs/decisions.md, "Approximate lead counts"):
 * deterministic from the keywords and the location (a SHA-256 stream), of plausible sizes (the
 * nation in the hundreds of thousands, a state in the thousands, a zip code in the tens), and 0 for
 * some inputs so "No Result" is reachable:
 * - a keyword containing "nothing" is never seen anywhere: count 0, count_without_geo 0 (Keyword Found No);
 * - about one keyword-and-place in eight has no record there though the keywords were seen
 *   nationwide: count 0, count_without_geo 1;
 * - without keywords (Enhance ID may count a place alone) count_without_geo is null (a dash).
 */
export function simulatedCount(q: CountQuery): CountAnswer {
  const keywords = q.keywords.map((k) => k.toLowerCase()).sort();
  const place = q.targetLocation === 'National Targeting' ? 'US' : q.targetLocation === 'State' ? `${q.states.join(',')}|${q.cities.join(',')}` : q.zipCodes.join(',');
  const r = seededRandom(`count|${keywords.join(',')}|${place}|${q.lookbackDays}`);
  const withoutGeo = keywords.length === 0 ? null : keywords.some((k) => k.includes('nothing')) ? 0 : 1;
  if (withoutGeo === 0) return { count: 0, count_without_geo: 0 };
  if (r() < 0.125 && q.targetLocation !== 'National Targeting') return { count: 0, count_without_geo: withoutGeo };
  const scale =
    q.targetLocation === 'National Targeting'
      ? 200_000
      : q.targetLocation === 'State'
        ? (q.cities.length ? 300 * q.cities.length : 6_000 * q.states.length)
        : 40 * q.zipCodes.length;
  // Each keyword narrows the people (they need to have shown one of them): more keywords, more people, less than linearly.
  const reach = keywords.length ? Math.sqrt(keywords.length) : 3;
  return { count: Math.max(1, Math.round(scale * reach * (0.25 + r() * 1.5))), count_without_geo: withoutGeo };
}

/** Faults a developer or a test sets through POST /_local/lead-simulator/counts (loopback only). */
export interface CountFaults {
  /** The next N counts fail (an HTTP 503 from the vendor, as the adapter would see it); -1: every count fails. */
  fail: number;
  /** Each count waits this long first (a slow vendor: the row stays pending meanwhile). */
  delayMs: number;
}
const faults: CountFaults = { fail: 0, delayMs: 0 };

export function setCountFaults(next: Partial<CountFaults>): CountFaults {
  if (typeof next.fail === 'number' && Number.isInteger(next.fail) && next.fail >= -1) faults.fail = next.fail;
  if (typeof next.delayMs === 'number' && next.delayMs >= 0) faults.delayMs = Math.min(next.delayMs, 600_000);
  return { ...faults };
}
export const countFaults = (): CountFaults => ({ ...faults });

/** The count the simulator provider answers, after the faults set. */
export async function simulatorCount(q: CountQuery): Promise<CountAnswer> {
  if (faults.delayMs) await new Promise((ok) => setTimeout(ok, faults.delayMs));
  if (faults.fail !== 0) {
    if (faults.fail > 0) faults.fail -= 1;
    throw new Error('lead provider answered 503 to a count (simulated)');
  }
  return simulatedCount(q);
}
