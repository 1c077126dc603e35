import { Avatar, Tooltip, UnstyledButton } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { UserData } from '@platform/core/contracts';
import { useSwitchBack } from '../api/switch-user';
import { getOriginalUser } from '../original-user';

/**
 * The navbar's eye avatar while a root user views as someone else (docs/product.md, View mode): it
 * says whose view this is and, when clicked, switches back to the original user.
 */
export function ViewModeAvatar({ user }: { user: Pick<UserData, 'isViewMode' | 'name'> }) {
  const back = useSwitchBack();
  if (!user.isViewMode) return null;
  const original = getOriginalUser();
  const label = original ? `Viewing as ${user.name}. Switch back to ${original.name}` : `Viewing as ${user.name}. Switch back to your account`;
  return (
    <Tooltip label={label} withArrow>
      <UnstyledButton aria-label={label} onClick={() => back.mutate()} disabled={back.isPending} data-loading={back.isPending || undefined}>
        <Avatar radius="xl" size={32} color="yellow" variant="filled" aria-hidden>
          <IconEye size={18} />
        </Avatar>
      </UnstyledButton>
    </Tooltip>
  );
}
