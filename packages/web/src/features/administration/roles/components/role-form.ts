import { type Role, type RoleModules, type saveRoleSchema } from '@platform/core/contracts';

/** What the editor's form holds: the save request as typed (core's saveRoleSchema input). */
export type RoleFormValues = (typeof saveRoleSchema)['_input'];

/** A new role grants nothing until the editor ticks it. */
function noGrants(): RoleModules {
  const none = () => ({ enable: 'F', create: 'F', update: 'F', delete: 'F' }) as const;
  return { adsDesign: none(), campaign: none(), leadsPeek: none(), settings: none() };
}

export function roleFormValues(companyId: string, role: Role | undefined): RoleFormValues {
  return role
    ? { companyID: companyId, roleID: role.roleID, roleName: role.roleName, roleIcon: role.roleIcon, modules: role.modules }
    : { companyID: companyId, roleName: '', modules: noGrants() };
}
