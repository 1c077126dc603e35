import { MultiSelect } from '@mantine/core';
import { useStates, useCitiesOf } from '../../../lib/geo/states';

/** What the choices list: the loaded options, plus anything already chosen that they lack (an older campaign's city). */
const withChosen = (options: { value: string; label: string }[], chosen: readonly string[]) => {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...chosen.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
};

interface Props {
  states: string[];
  cities: string[];
  onStates: (v: string[]) => void;
  onCities: (v: string[]) => void;
  stateError?: string | undefined;
  cityError?: string | undefined;
}

/**
 * The campaign's states (by name, stored as codes) and, optionally, cities of those states, both
 * from the platform's states and cities list (GET /api/general/state...).
 */
export function StatesAndCities({ states, cities, onStates, onCities, stateError, cityError }: Props) {
  const all = useStates();
  const ofStates = useCitiesOf(states);
  const stateOptions = withChosen((all.data ?? []).map((s) => ({ value: s.code, label: s.name })), states);
  const cityOptions = withChosen(ofStates.cities.map((c) => ({ value: c, label: c })), cities);
  return (
    <>
      <MultiSelect label="States" searchable data={stateOptions} value={states} onChange={onStates} error={stateError ?? (all.isError ? 'The states could not be loaded. Please try again later.' : undefined)} />
      <MultiSelect
        label="Cities (optional)"
        description={states.length ? undefined : 'Choose states first.'}
        placeholder={ofStates.loading ? 'Loading cities…' : undefined}
        searchable
        limit={100}
        data={cityOptions}
        value={cities}
        onChange={onCities}
        error={cityError}
      />
    </>
  );
}
