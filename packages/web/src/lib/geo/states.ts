import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { citiesAnswerSchema, statesAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../api/client';
import { SESSION_SCOPE } from '../query/keys';

/** The states and cities change only with a deploy, so a page reads them once. */
const ONE_DAY_MS = 86_400_000;

export const geoKeys = {
  states: () => [SESSION_SCOPE, 'geo', 'states'] as const,
  cities: (state: string) => [SESSION_SCOPE, 'geo', 'cities', state] as const,
};

/** GET /api/general/state: the 50 states and DC, by name. */
export const statesQueryOptions = () =>
  queryOptions({
    queryKey: geoKeys.states(),
    queryFn: ({ signal }) => apiRequest('/general/state', { schema: statesAnswerSchema, signal }),
    select: (answer) => answer.states,
    staleTime: ONE_DAY_MS,
  });

export const useStates = () => useQuery(statesQueryOptions());

/** GET /api/general/state/{state}/cities: one state's cities, sorted. */
export const citiesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: geoKeys.cities(state),
    queryFn: ({ signal }) => apiRequest(`/general/state/${encodeURIComponent(state)}/cities`, { schema: citiesAnswerSchema, signal }),
    staleTime: ONE_DAY_MS,
  });

/** The cities of every chosen state, as one sorted list without repeats (Springfield is in several). */
export const useCitiesOf = (states: readonly string[]) =>
  useQueries({
    queries: states.map((s) => citiesQueryOptions(s)),
    combine: (results) => ({
      cities: [...new Set(results.flatMap((r) => r.data?.cities ?? []))].sort((a, b) => a.localeCompare(b, 'en')),
      loading: results.some((r) => r.isPending),
    }),
  });
