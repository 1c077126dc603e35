import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useBrand } from '../../../lib/branding/brand-context';
import { ProfileMenu } from '../components/ProfileMenu';
import { Sidebar } from '../components/Sidebar';
import classes from './ShellLayout.module.css';

/** The signed-in frame: brand header, sidebar (a burger menu below 768 px) and the page. */
export function ShellLayout() {
  const user = useCurrentUser();
  const brand = useBrand();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="currentColor"
              aria-label={navOpened ? 'Close menu' : 'Open menu'}
            />
            <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
              <BrandLogo />
              <Text fw={700} className={classes.visuallyHiddenOnNarrow}>
                {brand.name}
              </Text>
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ThemeToggle />
            <ProfileMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label="Main menu">
        <Sidebar user={user} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
