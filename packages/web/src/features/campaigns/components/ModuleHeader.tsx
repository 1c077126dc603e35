import { Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A module page's title ("Site ID · Campaign Management"), what it holds, and its main action. */
export function ModuleHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {action}
    </Group>
  );
}
