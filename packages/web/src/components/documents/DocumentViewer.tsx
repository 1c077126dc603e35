import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../PageSkeleton';
import { DocumentBody } from './DocumentBody';

export const DOCUMENT_NOT_AVAILABLE = 'Document Not Available';
export const DOCUMENT_NOT_AVAILABLE_TEXT = 'The document you are trying to access may be missing or temporarily unavailable';

/**
 * The document viewer's three states (loading, error, loaded; docs/decisions.md, "Public and document pages"): a
 * skeleton while the document loads, "Document Not Available" with Try Again when it cannot be
 * had (missing, not yours, or the call failed: one answer, so a missing document and another
 * tenant's look alike), and the sanitised document with its actions once loaded.
 */
export function DocumentViewer({
  query,
  actions,
  framed = true,
}: {
  query: Pick<UseQueryResult<{ html: string }>, 'isPending' | 'isError' | 'isFetching' | 'data' | 'refetch'>;
  /** Buttons shown above a loaded document (Download, Print). */
  actions?: ReactNode;
  /** In a Paper of its own (pages) or bare (inside a dialog that already frames it). */
  framed?: boolean;
}) {
  if (query.isPending) return <PageSkeleton rows={6} label="Loading document" />;
  if (query.isError || !query.data) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Title order={2} fz="h3">
          {DOCUMENT_NOT_AVAILABLE}
        </Title>
        <Text c="dimmed" maw={460}>
          {DOCUMENT_NOT_AVAILABLE_TEXT}
        </Text>
        <Button variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  const body = (
    <Stack gap="md">
      {actions}
      <DocumentBody html={query.data.html} />
    </Stack>
  );
  return framed ? (
    <Paper withBorder p="xl" radius="md">
      {body}
    </Paper>
  ) : (
    body
  );
}
