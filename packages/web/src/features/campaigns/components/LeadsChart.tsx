import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type BaseTickContentProps } from 'recharts';
import { CHART_HEIGHT } from './chart-size';
import { LEADS_SERIES, type LeadsDay } from './leads-series';

/**
 * Leads per day (delivered, suppressed, over limit), stacked; Recharts loads only once a chart is drawn (LeadsPerDay.tsx),
 * whose card draws the legend (LeadsChartLegend.tsx).
 * Recharts draws its words in its own greys and in each series' colour (a green legend on white, a
 * grey tick on the dark page), which do not read; every word here takes the theme's text colour
 * on the theme's page colour, and only the bars and swatches carry the series' colours.
 */
export function LeadsChart({ days, width }: { days: readonly LeadsDay[]; /** The width it is first drawn at, measured by its placeholder. */ width: number }) {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  // The same pair Mantine gives --mantine-color-text and --mantine-color-body; SVG ticks need a colour value.
  const text = dark ? theme.colors.dark[0] : theme.black;
  const surface = dark ? theme.colors.dark[7] : theme.white;
  const grid = dark ? theme.colors.dark[4] : theme.colors.gray[3];
  const data = days.map((d) => ({ ...d, day: d.day.slice(5) }));
  const tick = (props: BaseTickContentProps) => <PlainTick {...props} fill={text} />;
  // Drawn once, without animation, and with every label's place known in advance: Recharts re-renders
  // the whole chart on each animation frame, and an axis left to choose which labels fit measures each
  // one in the page's layout. Both were most of the dashboard's blocking time on a phone
  // (docs/decisions.md, Performance budgets). About seven day labels show, whatever the range.
  const everyNthDay = Math.max(1, Math.ceil(data.length / 7));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width, height: CHART_HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={grid} />
        <XAxis dataKey="day" tick={tick} stroke={grid} interval={everyNthDay - 1} />
        <YAxis allowDecimals={false} tick={tick} stroke={grid} interval={0} />
        <Tooltip
          contentStyle={{ backgroundColor: surface, borderColor: grid, color: text }}
          labelStyle={{ color: text }}
          itemStyle={{ color: text }}
          cursor={{ fill: grid, fillOpacity: 0.4 }}
        />
        {LEADS_SERIES.map((s) => (
          <Bar key={s.field} dataKey={s.field} name={s.name} stackId="leads" isAnimationActive={false} fill={s.color(theme)} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Where Recharts' own label puts its first line's baseline for each vertical anchor (one line: a day or a count). */
const BASELINE = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label as plain SVG text. Recharts' own label measures each of its words in the page's
 * layout (a forced layout per label) to wrap it, which a day or a count never needs; on a phone
 * that was part of the chart's first render, the dashboard's longest task (docs/decisions.md,
 * "Performance budgets").
 */
function PlainTick({ x, y, payload, textAnchor, verticalAnchor, fill, className }: BaseTickContentProps) {
  return (
    <text x={x} y={y} dy={BASELINE[verticalAnchor]} textAnchor={textAnchor} fill={fill} fontSize={12} className={className}>
      {payload.value}
    </text>
  );
}
