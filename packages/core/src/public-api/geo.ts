import { citiesOf } from '../geo/cities.js';
import { listStates } from '../geo/us-states.js';

/** The same list as GET /api/general/state; any valid token may read it (no scope guards public data). */
export const publicStates = () => ({ states: listStates() });

export async function publicCities(state: string) {
  const { state: code, cities } = await citiesOf(state);
  return { state: code, cities };
}
