import { Menu } from '@mantine/core';
import type { CompanyRow } from '@platform/core/contracts';
import { messageOf } from '../../../../lib/forms/server-errors';
import { notify } from '../../../../lib/notify';
import { useSetClientAddCampaign } from '../../api/client-add-campaign';

/**
 * Whether the client's own users may add and change campaigns (disable_client_add_campaign): off,
 * their campaign management sends them to the Dashboard and the API refuses. The click sends the
 * state the item then shows, so a double click or a stale row cannot flip it back.
 */
export function ClientAddCampaignItem({ row }: { row: CompanyRow }) {
  const save = useSetClientAddCampaign({
    onSuccess: (answer) => notify('success', answer.message),
    onError: (error) => notify('error', messageOf(error)),
  });
  const allowed = save.isPending ? save.variables.disable_client_add_campaign === 'F' : row.disable_client_add_campaign === 'F';
  return (
    <Menu.CheckboxItem checked={allowed} closeMenuOnClick disabled={save.isPending} onChange={(next) => save.mutate({ company_id: row.id, disable_client_add_campaign: next ? 'F' : 'T' })}>
      Client may add campaigns
    </Menu.CheckboxItem>
  );
}
