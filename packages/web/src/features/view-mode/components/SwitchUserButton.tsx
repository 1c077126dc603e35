import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useSwitchUser } from '../api/switch-user';

/** "Switch user" on a row of the agency and client lists: view the platform as that row's owner. */
export function SwitchUserButton({ userId, name }: { userId: string; name: string }) {
  const switchUser = useSwitchUser();
  const label = `Switch user to ${name}`;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={label} loading={switchUser.isPending} onClick={() => switchUser.mutate(userId)}>
        <IconEye size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
