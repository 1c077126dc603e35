import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface JobProgressBarProps {
  filename: string;
  /** Words before the counts, e.g. "Preparing"; none for a bar whose colour says enough. */
  status?: string;
  current: number;
  total: number;
  percentage: number;
  state: 'running' | 'done' | 'failed' | 'waiting';
  /** The progress bar's accessible name. */
  label: string;
  /** What shows under the bar: the failure in words, a download. */
  children?: ReactNode;
}

/**
 * A file a queue worker goes through row by row (an exclusion import, data enrichment, a large lead
 * export): its name, how far it is, and a bar that is green when done and red when failed.
 */
export function JobProgressBar({ filename, status, current, total, percentage, state, label, children }: JobProgressBarProps) {
  const counts = `${current.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} · ${percentage}%`;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {filename}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {status ? `${status} · ${counts}` : counts}
        </Text>
      </Group>
      <Progress value={percentage} color={state === 'failed' ? 'red' : state === 'done' ? 'green' : 'blue'} animated={state === 'running'} aria-label={label} />
      {children}
    </Stack>
  );
}
