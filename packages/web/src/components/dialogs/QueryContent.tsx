import { Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '../../lib/forms/server-errors';
import { FormFailure } from './FormFailure';

/**
 * What a dialog shows while the data its form starts from loads: "Loading Data", the server's
 * message if the load failed, else the form built from the data (so the form's default values are
 * the loaded ones from its first render).
 */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading Data</Text>
      </Group>
    );
  }
  if (query.isError) return <FormFailure message={messageOf(query.error)} />;
  return <>{children(query.data)}</>;
}
