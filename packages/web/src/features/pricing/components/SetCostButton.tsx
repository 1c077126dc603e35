import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { AgencyCostModal } from './AgencyCostModal';

/** An agency row's "Set Cost for Agency" action; nothing for anyone the API would refuse. */
export function SetCostButton({ row, user }: { row: CompanyRow; user: UserData }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!pricingRowActions(user, row).costs) return null;
  const label = `Set cost for ${row.company_name}`;
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={open}>
          <IconCurrencyDollar size={18} />
        </ActionIcon>
      </Tooltip>
      <AgencyCostModal agency={row} opened={opened} onClose={close} />
    </>
  );
}
