/** Autocomplete (docs/product.md, Inputs and formats): a search starts after 3 characters, 300 ms after typing stops. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/** The term to search for, or null while it is too short to search. */
export function searchTerm(typed: string): string | null {
  const term = typed.trim();
  return term.length >= AUTOCOMPLETE_MIN_CHARS ? term : null;
}
