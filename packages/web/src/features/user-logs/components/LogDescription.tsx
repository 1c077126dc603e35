import { ActionIcon, Group, Popover, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { truncateDescription } from '@platform/core/contracts';

/**
 * A log row's description, cut at 30 characters (docs/product.md, User logs); a longer one has a button
 * beside it that shows the whole text, reachable by keyboard and closed again with Escape.
 */
export function LogDescription({ text }: { text: string }) {
  const [opened, setOpened] = useState(false);
  const short = truncateDescription(text);
  if (short === text) return <Text size="sm">{text}</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{short}</Text>
      <Popover opened={opened} onChange={setOpened} withArrow shadow="md" width={320} position="bottom-start" trapFocus={false} returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Full description"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            // Focus stays on the button, so Escape is handled here: it closes the text, and
            // (marked for Mantine's modals) not the logs dialog around it.
            onKeyDown={(e) => e.key === 'Escape' && setOpened(false)}
            data-mantine-stop-propagation={opened || undefined}
          >
            <IconDots size={14} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
