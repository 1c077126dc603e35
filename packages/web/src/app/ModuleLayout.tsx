import { moduleByUrl } from '@platform/core/contracts';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches, useParams } from 'react-router';
import { useGuardContext } from '../lib/access/guard-context';
import type { RouteHandle } from './build-routes';
import { PageSkeleton } from '../components/PageSkeleton';

// Only b2b's gated pages show the agreement (with its document viewer), so it loads with them,
// not with every module page (docs/decisions.md, Performance budgets).
const ServiceAgreementGate = lazy(() => import('../features/agreements/components/ServiceAgreementGate').then((m) => ({ default: m.ServiceAgreementGate })));

const GATED_PAGES = new Set(['module-campaign-management', 'module-campaign-management-v1']);

/**
 * A module area (`/{module url}/...`). The b2b module's campaign management sits behind its Service Agreement
 * while b2b is a beta feature (docs/product.md, Campaigns and the four modules); the other pages open
 * directly.
 */
export function ModuleLayout() {
  const ctx = useGuardContext();
  const { module: slug = '' } = useParams();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const area = moduleByUrl(ctx, slug);
  if (area?.key === 'b2b' && area.beta && handle && GATED_PAGES.has(handle.page)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ServiceAgreementGate featureId="b2b_module" featureName={area.name} fallbackPath={`/${area.url}/dashboard`}>
          <Outlet />
        </ServiceAgreementGate>
      </Suspense>
    );
  }
  return <Outlet />;
}
