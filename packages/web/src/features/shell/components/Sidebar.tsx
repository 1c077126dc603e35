import { Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { UserData } from '@platform/core/contracts';
import { BrandLogo } from '../../../components/BrandLogo';
import { sidebarItems } from '../../../lib/access/menu';
import { useBrand } from '../../../lib/branding/brand-context';
import classes from './Sidebar.module.css';

export function Sidebar({ user }: { user: UserData }) {
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
          {sidebarItems(user).map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
              className={classes.link}
              rightSection={
                item.badge ? (
                  <Badge size="xs" variant="filled" color="yellow" autoContrast>
                    {item.badge}
                  </Badge>
                ) : null
              }
            />
          ))}
        </Stack>
      </ScrollArea>
    </>
  );
}
