import { Skeleton, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { useT } from '../lib/i18n/i18n-context';

/**
 * Skeleton loaders (docs/product.md, Inputs and formats: 3 rows by default in one widget, 12 in a table).
 * Announced once as "loading" rather than as many empty shapes.
 */
export function PageSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-label={label ?? t('skeleton.loading')} aria-busy>
      <Skeleton height={28} width="40%" radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={16} radius="sm" width={i === rows - 1 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

export const TableSkeleton = ({ label }: { label?: string }) => <PageSkeleton rows={12} {...(label ? { label } : {})} />;

/**
 * One block (a chart, a panel) while it loads, announced as what is loading. A bare Skeleton's label
 * sits on an element with no role, which assistive technology ignores (axe: aria-prohibited-attr).
 */
export const BlockSkeleton = ({ height, label, ref }: { height: number; label: string; ref?: Ref<HTMLDivElement> }) => (
  <Skeleton ref={ref} height={height} role="status" aria-busy aria-label={label} />
);
