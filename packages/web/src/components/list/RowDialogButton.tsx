import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A list row's icon action that opens a dialog about that row (Set Cost, Set Price, User Logs):
 * the icon with its label as tooltip and accessible name, and the dialog it opens and closes.
 */
export function RowDialogButton({ label, icon, dialog }: { label: string; icon: ReactNode; dialog: (opened: boolean, close: () => void) => ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={open}>
          {icon}
        </ActionIcon>
      </Tooltip>
      {dialog(opened, close)}
    </>
  );
}
