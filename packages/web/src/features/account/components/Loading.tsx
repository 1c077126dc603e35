import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { shownMessageOf } from '../../../lib/forms/shown-error';

/** A query's three faces: a skeleton while it loads, its error with Retry, then the page. */
export function Loading<T>({ query, label, rows = 6, children }: { query: UseQueryResult<T>; label: string; rows?: number; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageSkeleton rows={rows} label={`Loading ${label}`} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={`The ${label} could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{shownMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  return <>{children(query.data)}</>;
}
