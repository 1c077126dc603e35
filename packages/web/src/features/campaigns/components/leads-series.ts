import type { MantineTheme } from '@mantine/core';

/** A day of the leads-per-day chart: the counts it stacks. */
export interface LeadsDay {
  day: string;
  delivered: number;
  suppressed: number;
  over_limit: number;
}

/**
 * The chart's series, in stacking order: the bars (LeadsChart.tsx) and the legend drawn beside them
 * (LeadsChartLegend.tsx) take their names and colours from here, so the two always agree.
 */
export const LEADS_SERIES = [
  { field: 'delivered', name: 'Delivered', color: (theme: MantineTheme) => theme.colors.green[6] },
  { field: 'suppressed', name: 'Suppressed', color: (theme: MantineTheme) => theme.colors.gray[5] },
  { field: 'over_limit', name: 'Over limit', color: (theme: MantineTheme) => theme.colors.orange[5] },
] as const satisfies readonly { field: keyof Omit<LeadsDay, 'day'>; name: string; color: (theme: MantineTheme) => string | undefined }[];
