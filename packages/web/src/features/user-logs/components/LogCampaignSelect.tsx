import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { isApiError } from '../../../lib/api/errors';
import { useLogCampaigns } from '../api/list-log-campaigns';
import { campaignLabel } from '../log-filters';
import { filterOrSay } from './empty-choice';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';
// Named and reachable by keyboard: Mantine's clear button is hidden from both by default.
const CLEAR = { 'aria-label': 'Clear campaign', 'aria-hidden': false, tabIndex: 0 } as const;

/** The campaign filter: the agency's clients' campaigns, "campaign name — company (leadspeek_api_id)". */
export function LogCampaignSelect({ companyId, value, onChange }: { companyId: string; value: string | null; onChange: (campaignId: string | null) => void }) {
  const campaigns = useLogCampaigns(companyId);
  const list = campaigns.data?.campaigns;
  const data = useMemo(() => (list ?? []).map((c) => ({ value: c.id, label: campaignLabel(c) })), [list]);
  const failure = campaigns.isError ? (isApiError(campaigns.error) ? campaigns.error.message : FALLBACK_MESSAGE) : undefined;
  const empty = campaigns.isPending ? 'Loading Data' : (failure ?? (list?.length ? 'No campaign has that name' : 'No campaigns yet'));
  const filter = useMemo(() => filterOrSay(empty), [empty]);

  return (
    <Select
      label="Campaign"
      placeholder="All campaigns"
      searchable
      clearable
      clearButtonProps={CLEAR}
      data={data}
      value={value}
      onChange={onChange}
      filter={filter}
      error={failure}
      limit={100}
    />
  );
}
