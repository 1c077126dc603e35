import { Button, Menu } from '@mantine/core';
import { systemSettingsItems, type GuardContext } from '@platform/core/contracts';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context';
import { menuLabel } from '../menu-labels';
import classes from './SystemSettingsMenu.module.css';

/** The System Settings dropdown (docs/product.md, Menus and pages): the configuration pages this user may open; absent when none. */
export function SystemSettingsMenu({ ctx }: { ctx: GuardContext }) {
  const t = useT();
  const { pathname } = useLocation();
  const items = systemSettingsItems(ctx);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="currentColor"
          px="xs"
          className={classes.target}
          leftSection={<IconSettings size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('shell.systemSettings')}
        >
          <span className={classes.label}>{t('shell.systemSettings')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.systemSettings')}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.path} aria-current={item.path === pathname ? 'page' : undefined}>
            {menuLabel(t, item)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
