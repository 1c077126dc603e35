import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { CountModule, CountRow } from '@platform/core/contracts';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { ApproximateCountTable } from './ApproximateCountTable';
import { useCountConfig, useCountHistory, useMinLeadDay, useQueueCount, type CountRequest } from '../api/approximate-counts';

const requestOfRow = (row: CountRow): CountRequest => ({
  company_id: row.company_id,
  type: row.type,
  target_location: row.target_location,
  states: row.states,
  cities: row.cities,
  zip_code: row.zip_code,
  keyword: row.keyword,
});

interface Props {
  /** The client the campaign is for (none chosen yet: nothing to count). */
  companyId: string;
  module: CountModule;
  /** The targeting being set up, as a count request. */
  request: CountRequest;
  /** Takes a row's keywords into the campaign being set up (a saved one through the API). */
  onUseKeywords?: (row: CountRow) => void;
}

/**
 * Campaign setup's approximate lead count (Search ID and Enhance ID): counts the targeting being
 * set up through the queue and lists the client's counts, asking again every few seconds while one
 * is pending (the API's `processing`).
 */
export function ApproximateCountPanel({ companyId, module, request, onUseKeywords }: Props) {
  const company = companyId || null;
  const history = useCountHistory(company, module);
  const config = useCountConfig(company);
  const minLeadDay = useMinLeadDay(module === 'enhance');
  const queue = useQueueCount();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCallback(
    async (body: CountRequest) => {
      setFailure(null);
      try {
        const answer = await queue.mutateAsync(body);
        notify('success', answer.data.status === 'pending' ? 'Your count has been queued.' : 'This count was made today; it is in the table.');
      } catch (e) {
        setFailure(messageOf(e));
      }
    },
    [queue],
  );
  const retry = useCallback((row: CountRow) => void send(requestOfRow(row)), [send]);
  const mayQueue = Boolean(company) && config.data?.may_queue !== false && (config.data?.modules.includes(module) ?? true);
  return (
    <Stack gap="xs" aria-label="Approximate lead count" role="region">
      <Group justify="space-between" align="end">
        <div>
          <Title order={5}>Approximate lead count</Title>
          <Text size="xs" c="dimmed">
            Historical Count: people matching the keywords in the location over the last {config.data?.lookback_days ?? 7} days, each counted once.
            {module === 'enhance' && minLeadDay.data ? ` Enhance ID campaigns are set up for at least ${minLeadDay.data.min_lead_day} leads a day.` : ''}
          </Text>
        </div>
        <Button size="xs" variant="light" onClick={() => void send(request)} loading={queue.isPending} disabled={!mayQueue}>
          Get approximate count
        </Button>
      </Group>
      {company ? null : (
        <Text size="sm" c="dimmed">
          Choose the client first.
        </Text>
      )}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {company ? <ApproximateCountTable rows={history.data?.data} pending={history.isPending} error={history.error} onRetry={retry} onUse={onUseKeywords} busy={queue.isPending} /> : null}
    </Stack>
  );
}
