import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { UserLogsModal } from './UserLogsModal';

/** An agency row's "User Logs" action; hidden from sales, whom the API refuses (403). */
export function UserLogsButton({ row, user }: { row: CompanyRow; user: UserData }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!pricingRowActions(user, row).logs) return null;
  const label = `User logs of ${row.company_name}`;
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={open}>
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      <UserLogsModal company={row} opened={opened} onClose={close} />
    </>
  );
}
