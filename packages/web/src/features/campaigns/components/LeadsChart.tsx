import { useMantineTheme } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@platform/core/contracts';

/** Leads per day (delivered, suppressed, over limit), stacked; Recharts loads with the dashboard page only. */
export function LeadsChart({ days }: { days: Dashboard['days'] }) {
  const theme = useMantineTheme();
  const data = days.map((d) => ({ day: d.day.slice(5), Delivered: d.delivered, Suppressed: d.suppressed, 'Over limit': d.over_limit }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="Delivered" stackId="leads" fill={theme.colors.green[6]} />
        <Bar dataKey="Suppressed" stackId="leads" fill={theme.colors.gray[5]} />
        <Bar dataKey="Over limit" stackId="leads" fill={theme.colors.orange[5]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
