import { Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useBrand } from '../../../lib/branding/brand-context';
import classes from './PublicLayout.module.css';
// The frame also shows without a page (its not-found and error screens), so it brings the full
// component styles itself (styles/first-paint.ts says why they are split).
import '../../../styles/all-components';

/** Public pages (policies, agreements): open to anyone, under the host's brand. */
export function PublicLayout() {
  const brand = useBrand();
  return (
    <>
      <header className={classes.header}>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" className={classes.home}>
              <Group gap="xs" wrap="nowrap">
                <BrandLogo />
                <Text fw={700}>{brand.name}</Text>
              </Group>
            </Link>
            <Group gap={4} wrap="nowrap">
              <LanguageSwitch />
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </header>
      <Container component="main" size="md" py="xl">
        <Outlet />
      </Container>
    </>
  );
}
