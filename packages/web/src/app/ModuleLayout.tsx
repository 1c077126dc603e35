import { moduleByUrl } from '@platform/core/contracts';
import { Outlet, useMatches, useParams } from 'react-router';
import { ServiceAgreementGate } from '../features/agreements/components/ServiceAgreementGate';
import { useGuardContext } from '../lib/access/guard-context';
import type { RouteHandle } from './build-routes';

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
      <ServiceAgreementGate featureId="b2b_module" featureName={area.name} fallbackPath={`/${area.url}/dashboard`}>
        <Outlet />
      </ServiceAgreementGate>
    );
  }
  return <Outlet />;
}
