import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useRemoveCompany } from '../../api/remove-company';
import { messageOf } from '../../errors';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

/**
 * Delete with confirmation: a client, or an agency with no clients left (the API says how many
 * remain otherwise). Its users are removed and signed out. "Deleted!". The API names the company
 * by its owner too, so a company without an owner has no delete.
 */
export function DeleteAction({ row, ownerId }: { row: CompanyRow; ownerId: string }) {
  const [opened, setOpened] = useState(false);
  const remove = useRemoveCompany({
    onSuccess: (answer) => {
      notify('success', answer.message);
      setOpened(false);
    },
  });
  const label = `Delete ${row.company_name}`;
  const kind = row.user_type === 'userdownline' ? 'agency' : 'client';
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setOpened(true)}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={opened}
        title={`Delete ${row.company_name}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        failure={remove.isError ? messageOf(remove.error) : null}
        onClose={close}
        onConfirm={() => remove.mutate({ companyId: row.id, userId: ownerId })}
      >
        {`The ${kind} ${row.company_name} and its users will be removed, and they will be signed out. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
