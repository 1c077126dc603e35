import { citiesAnswerSchema, statesAnswerSchema, type CitiesAnswer, type StatesAnswer } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

export interface GeoSource {
  states: () => Promise<StatesAnswer>;
  cities: (state: string) => Promise<CitiesAnswer>;
}

export const geoApi: GeoSource = {
  states: () => apiRequest('/general/state', { schema: statesAnswerSchema }),
  cities: (state) => apiRequest(`/general/state/${encodeURIComponent(state)}/cities`, { schema: citiesAnswerSchema }),
};

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The state and city list as CSV (state_code, state_name, city), one row per city, built from the
 * same lists the API answers; a few states at a time, since each list is its own request.
 */
export async function statesCitiesCsv(source: GeoSource = geoApi, parallel = 6): Promise<string> {
  const { states } = await source.states();
  const rows: string[][] = new Array<string[]>(states.length);
  let next = 0;
  const worker = async () => {
    while (next < states.length) {
      const i = next;
      next += 1;
      const state = states[i];
      if (!state) continue;
      const { cities } = await source.cities(state.code);
      rows[i] = cities.map((city) => [state.code, state.name, city].map(cell).join(','));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, states.length) }, worker));
  return ['state_code,state_name,city', ...rows.flat()].join('\r\n') + '\r\n';
}
