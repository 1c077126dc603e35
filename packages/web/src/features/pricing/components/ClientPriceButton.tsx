import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceipt2 } from '@tabler/icons-react';
import { pricingRowActions, type CompanyRow, type UserData } from '@platform/core/contracts';
import { ClientPriceModal } from './ClientPriceModal';

/** A client row's price set-up, for those who manage the client's agency; nothing for sales. */
export function ClientPriceButton({ row, user }: { row: CompanyRow; user: UserData }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!pricingRowActions(user, row).prices) return null;
  const label = `Set price for ${row.company_name}`;
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={open}>
          <IconReceipt2 size={18} />
        </ActionIcon>
      </Tooltip>
      <ClientPriceModal client={row} opened={opened} onClose={close} />
    </>
  );
}
