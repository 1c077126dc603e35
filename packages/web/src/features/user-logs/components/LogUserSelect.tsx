import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../components/inputs/autocomplete-rules';
import { isApiError } from '../../../lib/api/errors';
import { useLogUsers } from '../api/list-log-users';
import { peopleSearch, type LogPerson, type LogUserType } from '../log-filters';
import { filterOrSay } from './empty-choice';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
// Named and reachable by keyboard: Mantine's clear button is hidden from both by default.
const CLEAR = { 'aria-label': 'Clear user', 'aria-hidden': false, tabIndex: 0 } as const;

/**
 * The user filter: the people with rows in these logs, of the chosen user type. Typing searches the
 * API (after 3 characters, 300 ms after typing stops, as every autocomplete does); a select rather
 * than the shared autocomplete, because the filter needs the person's id, and two people may share a name.
 */
export function LogUserSelect({
  companyId,
  userType,
  value,
  onChange,
}: {
  companyId: string;
  userType: LogUserType;
  value: LogPerson | null;
  onChange: (person: LogPerson | null) => void;
}) {
  const [typed, setTyped] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const people = useLogUsers(companyId, userType, peopleSearch(debounced, value));
  const list = people.data?.params;
  // The chosen person stays nameable while a search's answer leaves them out.
  const choices = useMemo(() => (value && !list?.some((p) => p.id === value.id) ? [value, ...(list ?? [])] : (list ?? [])), [list, value]);
  const data = useMemo(() => choices.map((p) => ({ value: p.id, label: p.name })), [choices]);
  const failure = people.isError ? (isApiError(people.error) ? people.error.message : FALLBACK_MESSAGE) : undefined;
  const searching = typed.trim() !== '' && typed !== value?.name;
  const empty = people.isPending || people.isPlaceholderData ? 'Loading Data' : (failure ?? (searching ? 'No one with that name has logs here' : 'No one of this user type has logs here'));
  const filter = useMemo(() => filterOrSay(empty), [empty]);

  return (
    <Select
      label="User"
      placeholder="All users"
      searchable
      clearable
      clearButtonProps={CLEAR}
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(choices.find((p) => p.id === id) ?? null)}
      searchValue={typed}
      onSearchChange={setTyped}
      filter={filter}
      error={failure}
      limit={100}
    />
  );
}
