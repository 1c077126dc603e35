import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { reportPermissionsOf, type DomainInfo, type GuardContext, type SetupCheck, type UserData } from '@platform/core/contracts';
import { currentUserQueryOptions } from '../auth/get-current-user';
import { setupCheckQueryOptions } from '../auth/get-setup-check';
import { domainInfoQueryOptions } from '../branding/domain-info-query';

/**
 * The web side of core's access rules: it only gathers what the rules look at. Every decision
 * (where to land, who may open a page, which menu entries show) is core's (`@platform/core/contracts`,
 * core/access), the same functions the API's permission checks call.
 */
export function buildGuardContext(user: UserData, setup: SetupCheck | undefined, domain: DomainInfo | undefined): GuardContext {
  return {
    user,
    setup,
    domain,
    // report_analytics comes with the user's role (the root's roles carry it); no flag is the
    // spec's null, "allowed". The API checks the same rule (core/reports/report-access.ts).
    rootPermissions: reportPermissionsOf(user.user_permissions ?? null),
  };
}

/** For loaders: the user (re-checked when stale), their setup check and the host's domain info. */
export async function loadGuardContext(queryClient: QueryClient): Promise<GuardContext> {
  const [user, domain] = await Promise.all([
    queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true }),
    queryClient.ensureQueryData(domainInfoQueryOptions(window.location.hostname)),
  ]);
  const setup = await queryClient.ensureQueryData({ ...setupCheckQueryOptions(user.id), revalidateIfStale: true });
  return buildGuardContext(user, setup, domain);
}

/** For components inside the signed-in area, whose loaders have already loaded all three. */
export function useGuardContext(): GuardContext {
  const user = useSuspenseQuery(currentUserQueryOptions()).data;
  const setup = useSuspenseQuery(setupCheckQueryOptions(user.id)).data;
  const domain = useQuery(domainInfoQueryOptions(window.location.hostname)).data;
  return buildGuardContext(user, setup, domain);
}
