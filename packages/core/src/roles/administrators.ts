import type { Actor } from '../access/actor.js';
import { assertConfigPage } from '../access/actor-guard.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { endAllSessions } from '../identity/sessions.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, DomainError, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { sendInvitation } from '../tenancy/invitation.js';
import { requirePermission } from './permission-gate.js';
import { createStaffUser, deleteStaffUser } from './staff-users.js';
import { roleEntity } from './role.entity.js';
import { userEntity } from '../identity/user.entity.js';

/** The Administrator List is a company's own (docs/product.md, Menus and pages): its staff, never sales or clients. */
async function ownCompany(actor: Actor, companyId: string) {
  assertConfigPage(actor, 'administrator-list');
  if (companyId !== actor.companyId) throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'client') throw notFound('Company not found.');
  return company;
}

async function roleName(actor: Actor, companyId: string, roleId: string | undefined) {
  if (!roleId) return null;
  const role = (await roleEntity.get({ rootId: actor.rootId, companyId, roleId }).go()).data;
  return role?.roleName ?? null;
}

async function assertRole(actor: Actor, companyId: string, roleId: string | null | undefined) {
  if (roleId && (await roleName(actor, companyId, roleId)) === null) throw new DomainError('validation', 'Choose one of this company’s roles.', { roleID: ['Choose one of this company’s roles.'] });
}

export async function listAdministrators(actor: Actor, companyId: string) {
  const company = await ownCompany(actor, companyId);
  const users = (await userEntity.query.byCompany({ rootId: actor.rootId, companyId, userType: 'administrator' }).go({ pages: 'all' })).data as User[];
  const roles = new Map((await roleEntity.query.byCompany({ rootId: actor.rootId, companyId: company.companyId }).go({ pages: 'all' })).data.map((r) => [r.roleId, r.roleName]));
  return {
    data: users
      .map((u) => ({ id: u.userId, name: u.name, email: u.email, role_id: u.roleId ?? null, role_name: u.roleId ? (roles.get(u.roleId) ?? null) : null, status: u.status ?? 'active', created_at: u.createdAt }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function addAdministrator(actor: Actor, input: { companyID: string; name: string; email: string; roleID?: string | undefined }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await ownCompany(actor, input.companyID);
  const me = await requirePermission(actor, 'settingMenuShow_create');
  await assertRole(actor, company.companyId, input.roleID);
  const user = await createStaffUser({
    rootId: actor.rootId,
    companyId: company.companyId,
    email: input.email,
    name: input.name,
    userType: 'administrator',
    ...(input.roleID ? { roleId: input.roleID } : {}),
  });
  await sendInvitation(user, company, undefined, clock);
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'administrator_changed', description: `Added administrator ${user.name} (${user.email})`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Data has been added successfully', id: user.userId };
}

export async function updateAdministrator(actor: Actor, userId: string, input: { name: string; roleID?: string | null | undefined; status?: 'active' | 'inactive' | undefined }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await ownCompany(actor, actor.companyId);
  const me = await requirePermission(actor, 'settingMenuShow_update');
  const admin = await getUser(actor.rootId, userId);
  if (!admin || admin.companyId !== company.companyId || admin.userType !== 'administrator') throw notFound('User not found.');
  await assertRole(actor, company.companyId, input.roleID);
  const patch = userEntity.patch({ rootId: admin.rootId, userId: admin.userId }).set({ name: input.name, ...(input.roleID ? { roleId: input.roleID } : {}), ...(input.status ? { status: input.status } : {}) });
  await (input.roleID === null ? patch.remove(['roleId']) : patch).go();
  if (input.status === 'inactive') await endAllSessions(admin.rootId, admin.userId, 'admin', { clock });
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'administrator_changed', description: `Updated administrator ${input.name}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Data has been updated successfully' };
}

export async function removeAdministrator(actor: Actor, companyId: string, userId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await ownCompany(actor, companyId);
  const me = await requirePermission(actor, 'settingMenuShow_delete');
  if (userId === actor.userId) throw conflict('You cannot delete yourself.');
  const admin = await getUser(actor.rootId, userId);
  if (!admin || admin.companyId !== company.companyId || admin.userType !== 'administrator') throw notFound('User not found.');
  await deleteStaffUser(admin, clock);
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'administrator_changed', description: `Deleted administrator ${admin.name}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Deleted!' };
}
