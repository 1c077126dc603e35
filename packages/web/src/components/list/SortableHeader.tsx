import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { flexRender, type Header } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import classes from './list.module.css';

const SORT_ICON = { asc: IconSortAscending, desc: IconSortDescending, none: IconSelector } as const;

/**
 * A list's column header: a button cycling the server sort (ascending, descending, none) with its
 * aria-sort, or plain text for a column that does not sort; `children` sit beside the title (a filter).
 */
export function SortableHeader<T>({ header, children }: { header: Header<T, unknown>; children?: ReactNode }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <Table.Th>
        <Group gap={4} wrap="nowrap">
          <span>{content}</span>
          {children}
        </Group>
      </Table.Th>
    );
  }
  const dir = header.column.getIsSorted() || 'none';
  const Icon = SORT_ICON[dir];
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={header.column.getToggleSortingHandler()} className={classes.sort}>
        <Group gap={4} wrap="nowrap">
          <span>{content}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
