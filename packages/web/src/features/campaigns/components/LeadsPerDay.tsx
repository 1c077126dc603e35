import { Card, Group, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { LeadsChartLegend } from './LeadsChartLegend';
import { LeadsChartWhenIdle } from './LeadsChartWhenIdle';
import { CHART_HEIGHT } from './chart-size';
import type { LeadsDay } from './leads-series';
import { BlockSkeleton } from '../../../components/PageSkeleton';

/**
 * One figure of a dashboard or report: its words above it, read as one region by a screen reader.
 * `value` null: still loading, a placeholder of the figure's height in its place, so the page does
 * not move when it comes (docs/decisions.md, "Performance budgets").
 */
export function FigureCard({ label, value, compact = false }: { label: string; value: string | null; compact?: boolean }) {
  return (
    <Card withBorder padding={compact ? 'sm' : 'md'} component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={compact ? 'h3' : 'h2'} fw={700}>
        {value ?? (
          <>
            <Skeleton component="span" display="inline-block" height="1em" width="3ch" aria-hidden />
            <VisuallyHidden>Loading</VisuallyHidden>
          </>
        )}
      </Text>
    </Card>
  );
}

/** A column of the chart's table: its heading and each day's value. */
export interface DayColumn<D extends LeadsDay> {
  label: string;
  value: (day: D) => ReactNode;
}

/**
 * Leads per day: the chart, and the same days as a table a screen reader reads (the chart's bars
 * say nothing to it), headed by the time zone the days are counted in; `empty` says so in words.
 * `days` undefined: still loading, the card at its loaded height (a placeholder for the chart).
 */
export function LeadsPerDayCard<D extends LeadsDay>({
  days,
  timeZone,
  columns,
  empty = false,
  'data-tour': tour,
}: {
  days: readonly D[] | undefined;
  timeZone: string | undefined;
  columns: DayColumn<D>[];
  empty?: boolean;
  /** Where the dashboard's first-visit tour points. */
  'data-tour'?: string;
}) {
  return (
    <Card withBorder padding="md" data-tour={tour}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          Leads per day
        </Title>
        <Text size="xs" c="dimmed">
          {timeZone === undefined ? '\u00a0' : `Days in ${timeZone}`}
        </Text>
      </Group>
      {empty ? (
        <Text c="dimmed" ta="center" py="xl">
          No leads in these days.
        </Text>
      ) : days === undefined ? (
        <>
          <BlockSkeleton height={CHART_HEIGHT} label="Loading chart" />
          <LeadsChartLegend />
        </>
      ) : (
        <>
          {/* The chart library (Recharts) is the largest part of a dashboard's code and draws nothing the
              figures above it need: it comes once they have painted (docs/decisions.md, Performance budgets). */}
          <LeadsChartWhenIdle days={days} />
          <LeadsChartLegend />
          <VisuallyHidden>
            <table>
              <caption>Leads per day</caption>
              <thead>
                <tr>
                  <th>Day</th>
                  {columns.map((c) => (
                    <th key={c.label}>{c.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    {columns.map((c) => (
                      <td key={c.label}>{c.value(d)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
