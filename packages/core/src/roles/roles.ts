import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { memoKey, type Getter } from '../db/batch-get.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { conflict, forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { permissionsOf, permits, roleModulesSchema, type Role, type RoleModules } from './role.contract.js';
import { roleNameKey } from './role.entity.js';
import { createWriteTransaction } from 'electrodb';
import { roleEntity, roleNameClaimEntity } from './role.entity.js';
import { userEntity } from '../identity/user.entity.js';

export const ROLE_NAME_TAKEN = 'A role with this name already exists.';

/** The user_permissions of a user: their role's, or null (everything) for a user without a role. */
export async function permissionsOfUser(user: Pick<User, 'rootId' | 'companyId' | 'roleId'>): Promise<Record<string, 'T' | 'F'> | null> {
  if (!user.roleId) return null;
  const role = (await roleEntity.get({ rootId: user.rootId, companyId: user.companyId, roleId: user.roleId }).go()).data;
  return permissionsOfRole(role ?? undefined);
}

type StoredRole = { modules: unknown };

/** A role item's user_permissions (null when the role is gone, as for a user without one). */
export const permissionsOfRole = (role: StoredRole | undefined): Record<string, 'T' | 'F'> | null =>
  role ? permissionsOf(roleModulesSchema.parse(role.modules)) : null;

/** A role read in someone else's batch (GET /api/user reads it beside the session and the user). */
export function roleGetter(rootId: string, companyId: string, roleId: string): Getter<StoredRole> {
  const entity = roleEntity;
  return {
    Key: memoKey('role', [rootId, companyId, roleId], () => entity.get({ rootId, companyId, roleId }).params<{ Key: Record<string, unknown> }>().Key),
    parse: (Item) => entity.parse({ Item }).data ?? undefined,
  };
}

async function actorPermissions(actor: Actor) {
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  return { me, perms: await permissionsOfUser(me) };
}

/** Roles belong to a company its staff manage: never clients or sales. */
async function roleCompany(actor: Actor, companyId: string) {
  if (actor.userType === 'client' || actor.userType === 'sales') throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'client' || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  return company;
}

async function usersByRole(rootId: string, companyId: string): Promise<Map<string, number>> {
  const users = await userEntity.query.byCompany({ rootId, companyId }).go({ pages: 'all' });
  const counts = new Map<string, number>();
  for (const u of users.data) if (u.roleId) counts.set(u.roleId, (counts.get(u.roleId) ?? 0) + 1);
  return counts;
}

const toRole = (r: { roleId: string; roleName: string; roleIcon?: string; modules: unknown }, users: number): Role => ({
  roleID: r.roleId,
  roleName: r.roleName,
  roleIcon: r.roleIcon ?? 'fa fa-user',
  modules: roleModulesSchema.parse(r.modules),
  users,
});

export async function listRoles(actor: Actor, companyId: string) {
  const company = await roleCompany(actor, companyId);
  const [roles, counts] = await Promise.all([
    roleEntity.query.byCompany({ rootId: company.rootId, companyId: company.companyId }).go({ pages: 'all' }),
    usersByRole(company.rootId, company.companyId),
  ]);
  return { params: roles.data.map((r) => toRole(r, counts.get(r.roleId) ?? 0)).sort((a, b) => a.roleName.localeCompare(b.roleName)) };
}

export async function getRole(actor: Actor, companyId: string, roleId: string) {
  const company = await roleCompany(actor, companyId);
  const role = (await roleEntity.get({ rootId: company.rootId, companyId: company.companyId, roleId }).go()).data;
  if (!role) throw notFound('Role not found.');
  return toRole(role, (await usersByRole(company.rootId, company.companyId)).get(roleId) ?? 0);
}

/**
 * Adds or updates a role. Save needs settingMenuShow_create (new) or _update (existing) in the
 * actor's own permissions, the same flags that show the buttons.
 */
export async function saveRole(
  actor: Actor,
  input: { companyID: string; roleID?: string | undefined; roleName: string; roleIcon: string; modules: RoleModules },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const company = await roleCompany(actor, input.companyID);
  const { me, perms } = await actorPermissions(actor);
  const key = input.roleID ? 'settingMenuShow_update' : 'settingMenuShow_create';
  if (!permits(perms, key)) throw forbidden(`Your role does not allow you to ${input.roleID ? 'update' : 'create'} roles.`);
  const { rootId, companyId } = company;
  // The report_analytics flag belongs to the root company's roles only (docs/decisions.md, "Reports and revenue aggregates").
  const { reportAnalytics, ...grants } = input.modules;
  const modules: RoleModules = companyId === rootId && reportAnalytics ? { ...grants, reportAnalytics } : grants;
  const name = roleNameKey(input.roleName);
  let roleId = input.roleID;
  let res;
  if (roleId) {
    const existing = (await roleEntity.get({ rootId, companyId, roleId }).go()).data;
    if (!existing) throw notFound('Role not found.');
    const renamed = roleNameKey(existing.roleName) !== name;
    const id = roleId;
    res = await createWriteTransaction({ role: roleEntity, roleNameClaim: roleNameClaimEntity }, ({ role, roleNameClaim }) => [
        role.patch({ rootId, companyId, roleId: id }).set({ roleName: input.roleName, roleIcon: input.roleIcon, modules }).commit(),
        ...(renamed
          ? [roleNameClaim.delete({ rootId, companyId, name: roleNameKey(existing.roleName) }).commit(), roleNameClaim.create({ rootId, companyId, name, roleId: id }).commit()]
          : []),
      ])
      .go();
  } else {
    const id = newId();
    roleId = id;
    res = await createWriteTransaction({ role: roleEntity, roleNameClaim: roleNameClaimEntity }, ({ role, roleNameClaim }) => [
        roleNameClaim.create({ rootId, companyId, name, roleId: id }).commit(),
        role.create({ rootId, companyId, roleId: id, roleName: input.roleName, roleIcon: input.roleIcon, modules, createdAt: clock.now().toISOString() }).commit(),
      ])
      .go();
  }
  if (res.canceled) throw conflict(ROLE_NAME_TAKEN, { roleName: [ROLE_NAME_TAKEN] });
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'role_changed', description: `${input.roleID ? 'Updated' : 'Added'} role ${input.roleName}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: input.roleID ? 'Data has been updated successfully' : 'Data has been added successfully', roleID: roleId };
}

/** Deletes a role no user holds; needs settingMenuShow_delete. */
export async function removeRole(actor: Actor, companyId: string, roleId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await roleCompany(actor, companyId);
  const { me, perms } = await actorPermissions(actor);
  if (!permits(perms, 'settingMenuShow_delete')) throw forbidden('Your role does not allow you to delete roles.');
  const role = (await roleEntity.get({ rootId: company.rootId, companyId: company.companyId, roleId }).go()).data;
  if (!role) throw notFound('Role not found.');
  const holders = (await usersByRole(company.rootId, company.companyId)).get(roleId) ?? 0;
  if (holders > 0) throw conflict(`${holders} user(s) still have the role ${role.roleName}. Give them another role first.`);
  const res = await createWriteTransaction({ role: roleEntity, roleNameClaim: roleNameClaimEntity }, ({ role: r, roleNameClaim }) => [
      // Only while it is still there: a repeated delete answers "not found" and logs nothing.
      r.delete({ rootId: company.rootId, companyId: company.companyId, roleId }).where((a, op) => op.exists(a.roleId)).commit(),
      roleNameClaim.delete({ rootId: company.rootId, companyId: company.companyId, name: roleNameKey(role.roleName) }).commit(),
    ])
    .go();
  if (res.canceled) throw notFound('Role not found.');
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'role_changed', description: `Deleted role ${role.roleName}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Deleted!' };
}
