import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useT } from '../lib/i18n/i18n-context';

/** Light or dark; the first visit follows the operating system, a choice is remembered (BrandProvider). */
export function ThemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="currentColor"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={t(next === 'dark' ? 'app.theme.toDark' : 'app.theme.toLight')}
    >
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
