import { Group, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A settings page's title, what it holds, and its main action on the right. */
export function PageHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
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
