import { useComputedColorScheme, useMantineTheme } from '@mantine/core';

/**
 * Recharts draws its words in its own greys, which do not read on either theme: every chart takes
 * its text, surface and grid colours from the Mantine theme (the pair Mantine gives
 * --mantine-color-text and --mantine-color-body; SVG ticks need a colour value).
 */
export function useChartTheme() {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const text = dark ? theme.colors.dark[0] : theme.black;
  const surface = dark ? theme.colors.dark[7] : theme.white;
  const grid = dark ? theme.colors.dark[4] : theme.colors.gray[3];
  return {
    theme,
    text,
    grid,
    tick: { fontSize: 12, fill: text },
    tooltip: { contentStyle: { backgroundColor: surface, borderColor: grid, color: text }, labelStyle: { color: text }, itemStyle: { color: text }, cursor: { fill: grid, fillOpacity: 0.4 } },
    legend: (value: string) => <span style={{ color: text }}>{value}</span>,
  };
}
