import { notFound } from '../shared/errors.js';
import { isState, US_STATES, type UsStateCode } from './us-states.js';

type Cities = Record<UsStateCode, readonly string[]>;
let loaded: Promise<Cities> | undefined;

/**
 * Read on first use, not at start: 216 kB of names most requests never need, so a cold start that
 * serves anything else does not pay for parsing them (docs/performance.md, US cities).
 */
const cities = (): Promise<Cities> => (loaded ??= import('./us-cities.generated.json', { with: { type: 'json' } }).then((m) => m.default as Cities));

/** A state's cities, unique and sorted; an unknown code is a 404 that says which code. */
export async function citiesOf(code: string): Promise<{ state: UsStateCode; name: string; cities: string[] }> {
  const state = code.trim().toUpperCase();
  if (!isState(state)) throw notFound(`There is no US state with the code ${JSON.stringify(code.slice(0, 10))}. Use a two-letter code such as TX.`);
  const name = US_STATES.find((s) => s.code === state)?.name ?? state;
  return { state, name, cities: [...((await cities())[state] ?? [])] };
}
