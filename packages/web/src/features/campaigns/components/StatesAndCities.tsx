import { Input, MultiSelect, Pill, Stack } from '@mantine/core';
import { useState } from 'react';
import { SearchAutocomplete } from '../../../components/inputs/SearchAutocomplete';
import { useStates } from '../../../lib/geo/states';
import { searchLocations } from '../api/data-options';

/** What the choices list: the loaded options, plus anything already chosen that they lack. */
const withChosen = (options: { value: string; label: string }[], chosen: readonly string[]) => {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...chosen.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
};

/** "Austin, TX" → city and state code; anything else is not a suggestion. */
export function parseCityLabel(label: string): { city: string; state: string } | null {
  const m = /^(.+), ([A-Z]{2})$/.exec(label.trim());
  return m ? { city: m[1] as string, state: m[2] as string } : null;
}

interface Props {
  states: string[];
  cities: string[];
  onStates: (v: string[]) => void;
  onCities: (v: string[]) => void;
  stateError?: string | undefined;
  cityError?: string | undefined;
}

/**
 * The campaign's states (by name, stored as codes, from GET /api/general/state) and, optionally,
 * cities found by the location autocomplete (GET /api/general/enhance/location: 3 characters, 300 ms
 * after typing stops); choosing "Austin, TX" adds Austin, and Texas when it is not chosen yet.
 */
export function StatesAndCities({ states, cities, onStates, onCities, stateError, cityError }: Props) {
  const all = useStates();
  const [typed, setTyped] = useState('');
  const stateOptions = withChosen((all.data ?? []).map((s) => ({ value: s.code, label: s.name })), states);
  const choose = (label: string) => {
    const picked = parseCityLabel(label);
    if (!picked) return;
    if (!states.includes(picked.state)) onStates([...states, picked.state]);
    if (!cities.includes(picked.city)) onCities([...cities, picked.city]);
    setTyped('');
  };
  return (
    <>
      <MultiSelect label="States" searchable data={stateOptions} value={states} onChange={onStates} error={stateError ?? (all.isError ? 'The states could not be loaded. Please try again later.' : undefined)} />
      <Stack gap={4}>
        <SearchAutocomplete
          label="Cities (optional)"
          description="Type 3 letters of a city and choose it; its state is added too."
          placeholder="City"
          searchKey="campaign-cities"
          search={async (term, signal) => (await searchLocations(term, signal)).filter((l) => l.type === 'city').map((l) => l.label)}
          value={typed}
          onChange={setTyped}
          onOptionSubmit={choose}
          error={cityError}
        />
        {cities.length ? (
          <Input.Wrapper label="Chosen cities">
            <Pill.Group>
              {cities.map((c) => (
                <Pill key={c} withRemoveButton onRemove={() => onCities(cities.filter((x) => x !== c))} removeButtonProps={{ 'aria-label': `Remove ${c}` }}>
                  {c}
                </Pill>
              ))}
            </Pill.Group>
          </Input.Wrapper>
        ) : null}
      </Stack>
    </>
  );
}
