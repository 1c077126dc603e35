import { Group, Pagination } from '@mantine/core';
import { pageWindow } from './page-window';

/** First, previous, five page numbers around the current one, next and last. */
export function ListPagination({ page, lastPage, onChange, label }: { page: number; lastPage: number; onChange: (page: number) => void; label: string }) {
  if (lastPage <= 1) return null;
  return (
    <Pagination.Root total={lastPage} value={page} onChange={onChange} size="sm">
      <Group gap={4} component="nav" aria-label={label} wrap="nowrap">
        <Pagination.First aria-label="First page" />
        <Pagination.Previous aria-label="Previous page" />
        {pageWindow(page, lastPage).map((p) => (
          <Pagination.Control key={p} active={p === page} onClick={() => onChange(p)} aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="Next page" />
        <Pagination.Last aria-label="Last page" />
      </Group>
    </Pagination.Root>
  );
}
