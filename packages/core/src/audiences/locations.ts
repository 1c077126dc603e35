import { citiesOf } from '../geo/cities.js';
import { US_STATES } from '../geo/us-states.js';
import type { LocationSuggestion } from './count.contract.js';

export const LOCATION_SUGGESTIONS_LIMIT = 20;
const MIN_TERM = 3;

/** Whether a word of `name` starts with `term` (both lower-case): "san" finds "San Antonio" and "Lake San Marcos". */
const wordStarts = (name: string, term: string) => name.startsWith(term) || name.includes(` ${term}`) || name.includes(`-${term}`);

/**
 * GET /general/enhance/location?q=: the location autocomplete of the count form and the campaign
 * wizard: states (by name or code) then cities ("Austin, TX") whose words start with the term, from
 * the one states-and-cities source (core/geo). Under 3 characters there is nothing to suggest.
 */
export async function searchLocations(q: string): Promise<{ data: LocationSuggestion[] }> {
  const term = q.trim().toLowerCase();
  if (term.length < MIN_TERM) return { data: [] };
  const out: LocationSuggestion[] = [];
  for (const s of US_STATES) if (wordStarts(s.name.toLowerCase(), term) || s.code.toLowerCase() === term) out.push({ type: 'state', state: s.code, label: s.name });
  for (const s of US_STATES) {
    if (out.length >= LOCATION_SUGGESTIONS_LIMIT) break;
    for (const city of (await citiesOf(s.code)).cities) {
      if (!wordStarts(city.toLowerCase(), term)) continue;
      out.push({ type: 'city', state: s.code, city, label: `${city}, ${s.code}` });
      if (out.length >= LOCATION_SUGGESTIONS_LIMIT) break;
    }
  }
  return { data: out.slice(0, LOCATION_SUGGESTIONS_LIMIT) };
}
