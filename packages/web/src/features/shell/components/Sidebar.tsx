import { Badge, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLifebuoy } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { sidebarItems, supportLinkVisible, type GuardContext, type MenuItem } from '@platform/core/contracts';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { HelpDialogOnDemand } from '../../../components/help/HelpDialogOnDemand';
import { isActiveItem } from '../../../lib/access/menu';
import { useBrand } from '../../../lib/branding/brand-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { menuLabel } from '../menu-labels';
import classes from './Sidebar.module.css';

/** The sidebar (docs/product.md, Menus and pages): the brand, then the entries core's rules give this user. */
export function Sidebar({ ctx }: { ctx: GuardContext }) {
  const brand = useBrand();
  const { pathname } = useLocation();
  return (
    <>
      <Stack gap={6} p="md" align="flex-start" className={classes.brand}>
        <BrandLogo />
        <Text fw={700} size="lg" className={classes.brandName}>
          {brand.name}
        </Text>
      </Stack>
      <ScrollArea className={classes.links}>
        <Stack gap={2} p="xs">
          {sidebarItems(ctx).map((item) => (
            <SidebarEntry key={item.key} item={item} pathname={pathname} />
          ))}
          {supportLinkVisible(ctx) ? <SupportEntry /> : null}
        </Stack>
      </ScrollArea>
    </>
  );
}

/**
 * Support, for an agency's users on the agency's own platform (docs/decisions.md,
 * "Public and document pages"): their brand is the agency's, so the platform's help is one
 * click away here. It opens the help dialog with the root's Help and Support text.
 */
function SupportEntry() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label="Support"
        leftSection={<IconLifebuoy size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        className={classes.link}
        data-menu-key="support"
      />
      <HelpDialogOnDemand opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/**
 * A group (a module, Ads Design, Campaign) opens to its pages; it starts open when one of them is
 * being shown. It is a real button with aria-expanded, so keyboards and screen readers can use it.
 */
function SidebarGroup({ item, label, badge, pathname }: { item: MenuItem; label: string; badge: ReactNode; pathname: string }) {
  const active = isActiveItem(item, pathname);
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      rightSection={
        <Group gap={6} wrap="nowrap">
          {badge}
          <IconChevronDown size={14} aria-hidden className={classes.chevron} data-opened={opened || undefined} />
        </Group>
      }
      disableRightSectionRotation
      active={active && !opened}
      className={classes.link}
      childrenOffset="md"
      data-menu-key={item.key}
    >
      {(item.children ?? []).map((child) => (
        <SidebarEntry key={child.key} item={child} pathname={pathname} />
      ))}
    </NavLink>
  );
}

function SidebarEntry({ item, pathname }: { item: MenuItem; pathname: string }) {
  const t = useT();
  const label = menuLabel(t, item);
  const badge = item.badge ? (
    <Badge size="xs" variant="filled" color="yellow" autoContrast>
      {t('menu.beta')}
    </Badge>
  ) : null;

  if (item.children?.length) return <SidebarGroup item={item} label={label} badge={badge} pathname={pathname} />;
  const current = item.path === pathname;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={label}
      rightSection={badge}
      active={current}
      aria-current={current ? 'page' : undefined}
      className={classes.link}
      data-menu-key={item.key}
    />
  );
}
