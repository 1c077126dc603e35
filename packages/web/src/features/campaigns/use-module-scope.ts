import { moduleByUrl, permits, type CampaignModule, type GuardContext, type UserData } from '@platform/core/contracts';
import { useParams } from 'react-router';
import { useGuardContext } from '../../lib/access/guard-context';
import { useCurrentUser } from '../../lib/auth/get-current-user';

export interface ModuleScope {
  module: CampaignModule;
  name: string;
  url: string;
  /** The company whose campaigns the pages show: a client's own, or the agency's (all its clients). */
  companyId: string;
  isClient: boolean;
  /** What the role's LeadsPeek flags allow (the API checks the same). */
  may: { create: boolean; update: boolean; delete: boolean };
}

/** The module area a url slug names for this user, and whose campaigns its pages show (null: no such area). */
export function moduleScopeOf(ctx: GuardContext, user: UserData, slug: string): ModuleScope | null {
  const area = moduleByUrl(ctx, slug);
  if (!area) return null;
  const perms = user.user_permissions;
  return {
    module: area.key,
    name: area.name,
    url: area.url,
    companyId: user.company_id,
    isClient: user.user_type === 'client',
    may: { create: permits(perms, 'menuLeadsPeek_create'), update: permits(perms, 'menuLeadsPeek_update'), delete: permits(perms, 'menuLeadsPeek_delete') },
  };
}

/** The module area the page is in (from the url slug) and whose campaigns it shows. */
export function useModuleScope(): ModuleScope | null {
  const { module: slug = '' } = useParams();
  return moduleScopeOf(useGuardContext(), useCurrentUser(), slug);
}
