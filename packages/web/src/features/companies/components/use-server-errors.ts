import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { COMPANY_FIELDS, type CompanyFormValues } from '../company-form';
import { sortServerErrors } from '../errors';

/**
 * A failed add or save: the API's field messages go beside the fields, the rest above the form,
 * and active campaigns that keep a module on open their dialog.
 */
export function useServerErrors(setError: UseFormSetError<CompanyFormValues>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [activeCampaigns, setActiveCampaigns] = useState<{ message: string; ids: string[] } | null>(null);
  return {
    failure,
    activeCampaigns,
    closeActiveCampaigns: () => setActiveCampaigns(null),
    clear: () => setFailure(null),
    show: (error: unknown) => {
      const sorted = sortServerErrors(error, COMPANY_FIELDS);
      for (const [field, message] of Object.entries(sorted.fields) as [keyof CompanyFormValues, string][]) setError(field, { type: 'server', message });
      setFailure(sorted.message);
      setActiveCampaigns(sorted.activeCampaigns);
    },
  };
}
