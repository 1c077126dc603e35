import { Center, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A centred heading, a few lines and an action: the shape of the 404, error and domain pages. */
export function StatusPage({
  code,
  title,
  children,
  action,
  fullHeight = true,
}: {
  code?: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  fullHeight?: boolean;
}) {
  const titleId = useId();
  return (
    // A whole-window page is the document's main content; inside the frame, the frame has the main.
    <Center mih={fullHeight ? '100vh' : 320} p="xl" component={fullHeight ? 'main' : 'section'} aria-labelledby={titleId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        {code ? (
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
            {code}
          </Text>
        ) : null}
        <Title order={1} fz="h2" id={titleId}>
          {title}
        </Title>
        {children}
        {action}
      </Stack>
    </Center>
  );
}
