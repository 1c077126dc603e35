import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { ThemeToggle } from '../../../components/ThemeToggle';
import classes from './VisitorLayout.module.css';

/**
 * The auth layout (docs/product.md, Sign-in and sessions): visitor pages, each with its own `main`, under a
 * small bar for theme and language so a visitor can read the sign-in page dark or in Arabic before signing
 * in.
 */
export function VisitorLayout() {
  return (
    <>
      <Group component="header" gap={4} className={classes.bar} wrap="nowrap">
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
      <Outlet />
    </>
  );
}
