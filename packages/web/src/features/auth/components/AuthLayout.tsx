import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';
import { useBrand } from '../../../lib/branding/brand-context';
import classes from '../routes/LoginPage.module.css';

/** The visitor pages' frame: the host's brand on a card, a heading and the page's content. */
export function AuthLayout({ heading, pageTitle, width = 420, children }: { heading: string; pageTitle?: string; width?: number; children: ReactNode }) {
  const brand = useBrand();
  useDocumentTitle(`${pageTitle ?? heading} · ${brand.name}`);
  return (
    <Center component="main" mih="100vh" p="md" className={classes.page}>
      <Paper withBorder shadow="md" radius="md" w="100%" maw={width} className={classes.card}>
        <Stack align="center" gap="xs" p="lg" className={classes.brand}>
          <BrandLogo />
          <Title order={1} fz="h3">
            {brand.name}
          </Title>
        </Stack>
        <Stack p="lg" gap="md">
          <Text component="h2" fw={600} fz="md" m={0}>
            {heading}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
