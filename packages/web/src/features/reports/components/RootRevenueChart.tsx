import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RootRevenue } from '@platform/core/contracts';
import { useChartTheme } from '../../../components/charts/use-chart-theme';
import { formatCents, formatWholeDollars } from '../../../lib/format/money';

/** The platform's income per month, stacked by source, beside what left it (refunds, payouts). */
export function RootRevenueChart({ months }: { months: RootRevenue['months'] }) {
  const c = useChartTheme();
  const data = months.map((m) => ({
    month: m.month,
    'Wholesale leads': m.wholesale_leads,
    Fees: m.platform_fees + m.setup_fees + m.onboarding_fees + m.developer_fees + m.minimum_spend,
    'Refunds and payouts': m.refunds + m.agency_payouts,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={c.grid} />
        <XAxis dataKey="month" tick={c.tick} stroke={c.grid} />
        <YAxis tick={c.tick} stroke={c.grid} tickFormatter={(v: number) => formatWholeDollars(v)} />
        <Tooltip {...c.tooltip} formatter={(v) => formatCents(Number(v))} />
        <Legend formatter={c.legend} />
        <Bar dataKey="Wholesale leads" stackId="in" fill={c.theme.colors.blue[6]} />
        <Bar dataKey="Fees" stackId="in" fill={c.theme.colors.teal[5]} />
        <Bar dataKey="Refunds and payouts" fill={c.theme.colors.orange[5]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
