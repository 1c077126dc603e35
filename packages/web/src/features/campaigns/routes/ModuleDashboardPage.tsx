import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, type LoaderFunctionArgs } from 'react-router';
import { messageOf } from '../../../lib/forms/server-errors';
import { useFormatters } from '../../../lib/format/use-formatters';
import { dashboardQueryOptions, useDashboard } from '../api/dashboard';
import { underPerformingQueryOptions } from '../api/reports';
import { FigureCard, LeadsPerDayCard } from '../components/LeadsPerDay';
import { UnderPerformingPanel } from '../components/UnderPerformingPanel';
import { PageHeader } from '../../../components/PageHeader';
import { moduleScopeOf, useModuleScope } from '../use-module-scope';
import { useT } from '../../../lib/i18n/i18n-context';
import { currentUserQueryOptions, useCurrentUser } from '../../../lib/auth/get-current-user';
import { loadGuardContext } from '../../../lib/access/guard-context';
import { loadQueryClient } from '../../../lib/query/load-client';

// The tour's library (driver.js) loads once the figures are drawn, not before the page's first paint
// (docs/decisions.md, Performance budgets).
const DashboardTour = lazy(() => import('../../../components/tour/DashboardTour').then((m) => ({ default: m.DashboardTour })));

/**
 * Runs once the route's guard has let the user in: the figures and the under-performing campaigns
 * are asked for while the page renders, not once it has. The chart's code still waits for the
 * figures: fetched earlier, its 100 KB shared the phone's bandwidth with the page's first paint
 * (docs/decisions.md, Performance budgets).
 */
export async function moduleDashboardLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const client = await loadQueryClient();
  const ctx = await loadGuardContext(client);
  const scope = moduleScopeOf(ctx, await client.ensureQueryData(currentUserQueryOptions()), params.module ?? '');
  if (!scope) return null;
  void client.prefetchQuery(dashboardQueryOptions(scope.module, scope.companyId));
  if (!scope.isClient) void client.prefetchQuery(underPerformingQueryOptions());
  return null;
}

/**
 * {module}/dashboard: delivered leads today, in 7 and 30 days, the 30 days' spend, running
 * campaigns and a chart of leads per day, from the daily aggregates the lead pipeline keeps
 * (refreshed every minute). A client sees its own; an agency's staff all of its clients', and
 * their under-performing campaigns of the module.
 */
export function ModuleDashboardPage() {
  const scope = useModuleScope();
  const user = useCurrentUser();
  const t = useT();
  const fmt = useFormatters();
  const dash = useDashboard(scope?.module ?? 'local', scope?.companyId ?? '');
  if (!scope) return <Navigate to="/" replace />;
  const d = dash.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('page.module-dashboard.title', { module: scope.name })} intro={scope.isClient ? 'Your leads and spend at a glance.' : 'Your clients’ leads and spend at a glance.'} />
      {dash.error ? (
        <Alert color="red" role="alert">
          {messageOf(dash.error)}
        </Alert>
      ) : null}
      {d || dash.isPending ? (
        <>
          {/* Once the figures are drawn: the tour points at them. */}
          {d ? (
            <Suspense fallback={null}>
              <DashboardTour user={user} />
            </Suspense>
          ) : null}
          {/* While the figures load, the same cards hold their places, so nothing below them moves
              when they come (docs/decisions.md, "Performance budgets"). */}
          <SimpleGrid cols={{ base: 2, md: 5 }} data-tour="dashboard-figures">
            <FigureCard label="Leads today" value={d ? String(d.today) : null} />
            <FigureCard label="Last 7 days" value={d ? String(d.last7) : null} />
            <FigureCard label="Last 30 days" value={d ? String(d.last30) : null} />
            <FigureCard label="Spend, 30 days" value={d ? fmt.money(d.spend_cents_30) : null} />
            <FigureCard label="Active campaigns" value={d ? String(d.active_campaigns) : null} />
          </SimpleGrid>
          <LeadsPerDayCard data-tour="dashboard-chart" days={d?.days} timeZone={d?.time_zone} columns={[{ label: 'Delivered', value: (day) => day.delivered }]} />
        </>
      ) : null}
      {scope.isClient ? null : <UnderPerformingPanel module={scope.module} />}
    </Stack>
  );
}
