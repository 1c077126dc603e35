import type { EnrichedRecord, EnrichMode, EnrichRecord } from '@platform/core';
import { seededRandom, simulatedPerson } from './person.js';

/**
 * The simulator's data enrichment (docs/decisions.md, "Data enrichment and export jobs"): the same
 * record always gets the same answer. About seven records in ten match; a record whose e-mail or
 * name holds "nomatch" never does, so a test or a demo can choose. A match answers a person seeded
 * by the record, keeping what the record gave (its e-mail, its name).
 */
const keyOf = (r: EnrichRecord) =>
  r.email ? `email|${r.email.trim().toLowerCase()}` : `name|${[r.firstName, r.lastName, r.address, r.city, r.state, r.zip].map((v) => (v ?? '').trim().toLowerCase()).join('|')}`;

const NO_MATCH: EnrichedRecord = { matched: false, first_name: null, last_name: null, email: null, phone: null, address: null, city: null, state: null, zip: null, company_name: null, job_title: null };

export function simulatedEnrichment(r: EnrichRecord, mode: EnrichMode): EnrichedRecord {
  const key = keyOf(r);
  const matched = !key.includes('nomatch') && seededRandom(`enrich|${key}`)() < 0.7;
  if (!matched) return NO_MATCH;
  if (mode === 'match') return { ...NO_MATCH, matched: true };
  const p = simulatedPerson(`enrich:${key}`);
  return {
    matched: true,
    first_name: r.firstName?.trim() || p.first_name,
    last_name: r.lastName?.trim() || p.last_name,
    email: r.email?.trim().toLowerCase() || p.email,
    phone: p.phone,
    address: r.address?.trim() || p.address,
    city: r.city?.trim() || p.city,
    state: r.state?.trim() || p.state,
    zip: r.zip?.trim() || p.zip,
    company_name: p.company_name,
    job_title: p.job_title,
  };
}

/** Faults set through POST /_local/lead-simulator/enrich (loopback only): after `after` more append calls succeed, the next `fail` fail. */
export interface EnrichFaults {
  after: number;
  fail: number;
}
const faults: EnrichFaults = { after: 0, fail: 0 };

export function setEnrichFaults(next: Partial<EnrichFaults>): EnrichFaults {
  if (typeof next.after === 'number' && Number.isInteger(next.after) && next.after >= 0) faults.after = next.after;
  if (typeof next.fail === 'number' && Number.isInteger(next.fail) && next.fail >= 0) faults.fail = next.fail;
  return { ...faults };
}
export const enrichFaults = (): EnrichFaults => ({ ...faults });

/** What the simulator provider answers, after the faults set (they apply to billed append calls only). */
export async function simulatorEnrich(records: EnrichRecord[], mode: EnrichMode): Promise<EnrichedRecord[]> {
  if (mode === 'append' && faults.fail > 0) {
    if (faults.after > 0) faults.after -= 1;
    else {
      faults.fail -= 1;
      throw new Error('lead provider answered 503 to an enrichment (simulated)');
    }
  }
  return records.map((r) => simulatedEnrichment(r, mode));
}
