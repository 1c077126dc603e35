import { Autocomplete, Loader, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_DEBOUNCE_MS, searchTerm } from './autocomplete-rules';

export interface SearchAutocompleteProps extends Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for a term; only called with 3 characters or more, 300 ms after typing stops. */
  search: (term: string, signal: AbortSignal) => Promise<string[]>;
  /** Separates the suggestions of different fields in the query cache. */
  searchKey: string;
}

/** Autocomplete over a server search (docs/product.md, Inputs and formats): 3 characters, 300 ms debounce. */
export function SearchAutocomplete({ value, onChange, search, searchKey, ...props }: SearchAutocompleteProps) {
  const [debounced] = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const term = searchTerm(debounced);
  const suggestions = useQuery({
    queryKey: ['autocomplete', searchKey, term],
    queryFn: ({ signal }) => search(term ?? '', signal),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      data={term ? (suggestions.data ?? []) : []}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
    />
  );
}
