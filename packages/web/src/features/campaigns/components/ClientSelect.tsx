import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientChoices } from '../api/clients';

interface Props {
  /** The agency whose clients are offered (searched by name as the user types). */
  agencyId: string;
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** The agency's client to set something up for: the campaign wizard, campaign setup and audiences. */
export function ClientSelect({ agencyId, value, onChange, onBlur, error }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useClientChoices(agencyId, debounced, true);
  return (
    <Select
      label="Client"
      placeholder="Choose a client"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={clients.data ?? []}
      nothingFoundMessage={clients.isFetching ? 'Loading Data' : 'No clients found'}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error}
      required
    />
  );
}
