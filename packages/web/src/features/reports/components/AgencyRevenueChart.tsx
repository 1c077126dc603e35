import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportAnalyticsRow } from '@platform/core/contracts';
import { useChartTheme } from '../../../components/charts/use-chart-theme';
import { formatCents, formatWholeDollars } from '../../../lib/format/money';

/** How many agencies the chart compares (the table lists them all). */
export const TOP_AGENCIES = 10;

/** The agencies with the most retail revenue, biggest first (the chart's bars). */
export const topAgencies = (rows: readonly ReportAnalyticsRow[], n = TOP_AGENCIES) =>
  [...rows].filter((r) => r.retail_cents > 0 || r.wholesale_cents > 0).sort((a, b) => b.retail_cents - a.retail_cents || a.company_name.localeCompare(b.company_name)).slice(0, n);

/** Retail, wholesale and margin of the top agencies of the range, side by side. */
export function AgencyRevenueChart({ rows }: { rows: readonly ReportAnalyticsRow[] }) {
  const c = useChartTheme();
  const data = topAgencies(rows).map((r) => ({ name: r.company_name, Retail: r.retail_cents, Wholesale: r.wholesale_cents, Margin: r.margin_cents }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={c.grid} />
        <XAxis dataKey="name" tick={c.tick} stroke={c.grid} interval={0} />
        <YAxis tick={c.tick} stroke={c.grid} tickFormatter={(v: number) => formatWholeDollars(v)} />
        <Tooltip {...c.tooltip} formatter={(v) => formatCents(Number(v))} />
        <Legend formatter={c.legend} />
        <Bar dataKey="Retail" fill={c.theme.colors.blue[6]} />
        <Bar dataKey="Wholesale" fill={c.theme.colors.gray[5]} />
        <Bar dataKey="Margin" fill={c.theme.colors.green[6]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
