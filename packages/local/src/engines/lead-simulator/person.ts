import { createHash } from 'node:crypto';
import { COMPANIES, FIRST_NAMES, JOB_TITLES, KEYWORDS, LAST_NAMES, MAIL_DOMAINS, PAGES, PLACES, REFERRERS, STREETS } from './words.js';

/** A deterministic stream of numbers from a seed (SHA-256 in counter mode): same seed, same person. */
export function seededRandom(seed: string): () => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`${seed}#${counter++}`).digest();
      offset = 0;
    }
    const v = block.readUInt32BE(offset);
    offset += 4;
    return v / 0x1_0000_0000;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export interface SimulatedPerson {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  company_name: string;
  job_title: string;
  keyword: string;
  url: string;
  referrer: string;
}

/** The person a seed (a visitor id, a campaign and tick) resolves to. */
export function simulatedPerson(seed: string, site = 'https://example.com'): SimulatedPerson {
  const r = seededRandom(seed);
  const first = pick(r, FIRST_NAMES);
  const last = pick(r, LAST_NAMES);
  const [city, state, zip] = pick(r, PLACES);
  const n = Math.floor(r() * 900) + 100;
  return {
    first_name: first,
    last_name: last,
    email: `${first}.${last}${n}@${pick(r, MAIL_DOMAINS)}`.toLowerCase(),
    phone: `(${Math.floor(r() * 800) + 200}) 555-${String(Math.floor(r() * 10000)).padStart(4, '0')}`,
    address: `${Math.floor(r() * 9000) + 100} ${pick(r, STREETS)}`,
    city,
    state,
    zip,
    company_name: pick(r, COMPANIES),
    job_title: pick(r, JOB_TITLES),
    keyword: pick(r, KEYWORDS),
    url: `${site}${pick(r, PAGES)}`,
    referrer: pick(r, REFERRERS),
  };
}
