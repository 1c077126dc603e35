import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { profileMenuItems, type GuardContext, type MenuItem } from '@platform/core/contracts';
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
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserData } from '@platform/core/contracts';
import { menuAction, type AccountDialog } from '../../../lib/access/menu';
import { useLogout } from '../../../lib/auth/logout';
import { useT } from '../../../lib/i18n/i18n-context';
import { menuLabel } from '../menu-labels';
import classes from './ProfileMenu.module.css';

// The dialogs (and the modal code under them) load the first time one is opened.
const AccountDialogModal = lazy(() => import('./AccountDialogModal').then((m) => ({ default: m.AccountDialogModal })));

const ICONS: Record<string, ReactNode> = {
  profile: <IconUser size={16} aria-hidden />,
  'card-setting': <IconCreditCard size={16} aria-hidden />,
  'data-wallet': <IconWallet size={16} aria-hidden />,
  integrations: <IconPlugConnected size={16} aria-hidden />,
  developer: <IconApi size={16} aria-hidden />,
  'exclusion-list': <IconBan size={16} aria-hidden />,
  'change-password': <IconKey size={16} aria-hidden />,
  'two-factor': <IconShieldLock size={16} aria-hidden />,
  logout: <IconLogout size={16} aria-hidden />,
};

/** The profile dropdown (docs/product.md, Menus and pages) with the entries core's rules give this user. */
export function ProfileMenu({ ctx, user }: { ctx: GuardContext; user: UserData }) {
  const t = useT();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const signOut = useLogout();

  const entry = (item: MenuItem) => {
    const action = menuAction(item);
    const common = { leftSection: ICONS[item.key], children: menuLabel(t, item) };
    switch (action.kind) {
      case 'page':
        return <Menu.Item key={item.key} component={Link} to={action.to} {...common} />;
      case 'dialog':
        return <Menu.Item key={item.key} onClick={() => setDialog(action.dialog)} {...common} />;
      case 'logout':
        return [
          <Menu.Divider key="divider" />,
          <Menu.Item key={item.key} className={classes.logout} onClick={() => signOut.mutate()} disabled={signOut.isPending} {...common} />,
        ];
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.accountMenu', { name: user.name })} data-tour="profile-menu">
            <Group gap="xs" wrap="nowrap">
              <Avatar name={user.name} color="dark" variant="filled" radius="xl" size={32} src={user.profile_pict} alt="" />
              <Text size="sm" fw={500} visibleFrom="md" c="inherit">
                {user.name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {profileMenuItems(ctx).map(entry)}
        </Menu.Dropdown>
      </Menu>
      {dialog ? (
        <Suspense fallback={null}>
          <AccountDialogModal dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
