import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconApi,
  IconBan,
  IconChevronDown,
  IconCreditCard,
  IconKey,
  IconLogout,
  IconPlugConnected,
  IconShieldLock,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserData } from '@platform/core/contracts';
import { profileMenuItems, type AccountDialog, type ProfileMenuItem } from '../../../lib/access/menu';
import { useLogout } from '../../../lib/auth/logout';
import { AccountDialogModal } from './AccountDialogModal';

const ICONS: Record<string, ReactNode> = {
  Profile: <IconUser size={16} />,
  'Card Setting': <IconCreditCard size={16} />,
  'Data Wallet': <IconWallet size={16} />,
  Integrations: <IconPlugConnected size={16} />,
  Developer: <IconApi size={16} />,
  'Exclusion List': <IconBan size={16} />,
  'Change Password': <IconKey size={16} />,
  'Two Factor Authentication': <IconShieldLock size={16} />,
  'Log out': <IconLogout size={16} />,
};

export function ProfileMenu({ user }: { user: UserData }) {
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const signOut = useLogout();

  const item = (entry: ProfileMenuItem) => {
    const icon = ICONS[entry.label];
    switch (entry.kind) {
      case 'page':
        return (
          <Menu.Item key={entry.label} component={Link} to={entry.to} leftSection={icon}>
            {entry.label}
          </Menu.Item>
        );
      case 'dialog':
        return (
          <Menu.Item key={entry.label} onClick={() => setDialog(entry.dialog)} leftSection={icon}>
            {entry.label}
          </Menu.Item>
        );
      case 'logout':
        return [
          <Menu.Divider key="divider" />,
          <Menu.Item key={entry.label} color="red" leftSection={icon} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {entry.label}
          </Menu.Item>,
        ];
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={`Account menu for ${user.name}`}>
            <Group gap="xs" wrap="nowrap">
              <Avatar name={user.name} color="initials" radius="xl" size={32} src={user.profile_pict} alt={user.name} />
              <Text size="sm" fw={500} visibleFrom="xs" c="inherit">
                {user.name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {profileMenuItems(user).map(item)}
        </Menu.Dropdown>
      </Menu>
      <AccountDialogModal dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
