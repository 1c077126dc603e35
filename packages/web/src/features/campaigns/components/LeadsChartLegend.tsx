import { Group, Text, useMantineTheme } from '@mantine/core';
import { LEADS_SERIES } from './leads-series';

/**
 * The leads chart's legend, as plain HTML under it rather than Recharts' <Legend>: Recharts measures
 * its legend once drawn and lays the whole chart out again to make room, a second render of every
 * bar in one long task on a phone (docs/decisions.md, "Performance budgets"). Here it is drawn with
 * the card, before the chart's code has even loaded. Words in the theme's text colour, the series'
 * colours on the swatches only (as the chart's own words).
 */
export function LeadsChartLegend() {
  const theme = useMantineTheme();
  return (
    <Group component="ul" aria-label="Chart legend" justify="center" gap="md" style={{ listStyle: 'none', margin: 'var(--mantine-spacing-xs) 0 0', padding: 0 }}>
      {LEADS_SERIES.map((s) => (
        <Group component="li" key={s.field} gap={6} wrap="nowrap">
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: s.color(theme), display: 'inline-block' }} />
          <Text component="span" size="sm">
            {s.name}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
