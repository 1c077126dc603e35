import { useQueryClient } from '@tanstack/react-query';
import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Every list of the tree (the main list and each expanded agency's clients) lives under this key. */
export const COMPANIES_KEY = [SESSION_SCOPE, 'companies'] as const;

/** After a change to the tree: every list shown is asked again (counts, rows and their switches). */
export function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
}
