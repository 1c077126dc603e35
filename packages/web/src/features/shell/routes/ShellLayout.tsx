import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useBrand } from '../../../lib/branding/brand-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { ViewModeAvatar } from '../../view-mode/components/ViewModeAvatar';
import { ProfileMenu } from '../components/ProfileMenu';
import { Sidebar } from '../components/Sidebar';
import { StripeActionBanner } from '../components/StripeActionBanner';
import { SystemSettingsMenu } from '../components/SystemSettingsMenu';
import { HelpMenu } from '../components/HelpMenu';
import { usePaymentNotice } from '../use-payment-notice';
import classes from './ShellLayout.module.css';
// The frame also shows without a page (its not-found and error screens), so it brings the full
// component styles itself (styles/first-paint.ts says why they are split).
import '../../../styles/all-components';

/**
 * The signed-in frame. Without a session (a visitor on an address nothing answers to) the page
 * shows bare, as the 404 of the whole window.
 */
export function ShellLayout() {
  const { signedIn } = useLoaderData() as { signedIn: boolean };
  return signedIn ? <SignedInFrame /> : <Outlet />;
}

/** Brand header, sidebar (a burger menu below 768 px), banners and the page. */
function SignedInFrame() {
  const t = useT();
  const ctx = useGuardContext();
  const user = useCurrentUser();
  const brand = useBrand();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  usePaymentNotice(ctx);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      className={classes.shell}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="currentColor"
              aria-label={navOpened ? t('shell.closeMenu') : t('shell.openMenu')}
              aria-expanded={navOpened}
            />
            <Group gap="xs" hiddenFrom="sm" wrap="nowrap" miw={0} className={classes.narrowBrand}>
              <BrandLogo />
              <Text fw={700} truncate className={classes.hideOnTiny}>
                {brand.name}
              </Text>
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <SystemSettingsMenu ctx={ctx} />
            <HelpMenu ctx={ctx} />
            <LanguageSwitch />
            <ThemeToggle />
            <ViewModeAvatar user={user} />
            <ProfileMenu ctx={ctx} user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label={t('shell.mainMenu')} data-tour="sidebar">
        <Sidebar ctx={ctx} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        <StripeActionBanner ctx={ctx} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
