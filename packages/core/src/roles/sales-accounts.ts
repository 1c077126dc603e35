import type { Actor } from '../access/actor.js';
import { assertConfigPage } from '../access/actor-guard.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { endAllSessions } from '../identity/sessions.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, DomainError, forbidden, notFound } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { getCompany } from '../tenancy/companies.js';
import { sendInvitation } from '../tenancy/invitation.js';
import { requirePermission } from './permission-gate.js';
import { createStaffUser, deleteStaffUser } from './staff-users.js';
import type { AddSalesAccountInput, SalesAccountRow, UpdateSalesAccountInput } from './sales-accounts.contract.js';
import { salesAssignmentEntity } from '../tenancy/sales-assignment.entity.js';
import { userEntity } from '../identity/user.entity.js';

/** The Sales Account List is the root company's, for its system users who are not sales themselves (docs/product.md, Sales people). */
async function rootCompany(actor: Actor, companyId: string) {
  assertConfigPage(actor, 'sales-account-list');
  if (actor.userType === 'sales') throw forbidden('Sales users cannot manage sales accounts.');
  if (companyId !== actor.rootId || actor.companyId !== actor.rootId) throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind !== 'root') throw notFound('Company not found.');
  return company;
}

async function salesUser(actor: Actor, userId: string) {
  const user = await getUser(actor.rootId, userId);
  if (!user || user.companyId !== actor.rootId || user.userType !== 'sales') throw notFound('User not found.');
  return user;
}

/** The agencies naming this person as sales rep, account executive or referral (the downline index). */
async function assignedAgencies(rootId: string, salesUserId: string) {
  const rows = (await salesAssignmentEntity.query.bySales({ rootId, salesUserId }).go({ pages: 'all' })).data;
  return new Set(rows.map((r) => r.agencyId)).size;
}

async function phoneOf(input: { phonenum?: string | undefined; phone_country_code: string }) {
  if (!input.phonenum) return null;
  const phone = await validPhone(input.phonenum, input.phone_country_code);
  if (!phone) throw new DomainError('validation', PHONE_INVALID, { phonenum: [PHONE_INVALID] });
  return phone;
}

const toRow = async (u: User): Promise<SalesAccountRow> => ({
  id: u.userId,
  name: u.name,
  email: u.email,
  phonenum: u.phone ?? null,
  phone_country_code: u.phoneCountryCode ?? null,
  isAccExecutive: toTF(u.isAccExecutive),
  status: u.status ?? 'active',
  assigned_companies: await assignedAgencies(u.rootId, u.userId),
  created_at: u.createdAt,
});

/** GET /api/configuration/sales-accounts/{companyId}. */
export async function listSalesAccounts(actor: Actor, companyId: string) {
  await rootCompany(actor, companyId);
  const users = (await userEntity.query.byCompany({ rootId: actor.rootId, companyId: actor.rootId, userType: 'sales' }).go({ pages: 'all' })).data as User[];
  const rows = await Promise.all(users.map(toRow));
  return { data: rows.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** POST /api/configuration/sales-accounts: a new sales person, invited to set a password. */
export async function addSalesAccount(actor: Actor, input: AddSalesAccountInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await rootCompany(actor, input.companyID);
  const me = await requirePermission(actor, 'settingMenuShow_create');
  const phone = await phoneOf(input);
  const user = await createStaffUser({
    rootId: actor.rootId,
    companyId: company.companyId,
    email: input.email,
    name: input.name,
    userType: 'sales',
    isAccExecutive: input.isAccExecutive === 'T',
    ...(phone ? { phone: phone.e164, phoneCountryCode: phone.countryCode, phoneCountryCallingCode: phone.callingCode } : {}),
  });
  await sendInvitation(user, company, undefined, clock);
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'sales_account_changed', description: `Added sales account ${user.name} (${user.email})`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Data has been added successfully', id: user.userId };
}

/**
 * PUT /api/configuration/sales-accounts/{userId}. Taking away the account-executive flag is refused
 * while the person is some agency's account executive; deactivating ends their sessions.
 */
export async function updateSalesAccount(actor: Actor, userId: string, input: UpdateSalesAccountInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await rootCompany(actor, actor.rootId);
  const me = await requirePermission(actor, 'settingMenuShow_update');
  const user = await salesUser(actor, userId);
  const phone = await phoneOf(input);
  if (user.isAccExecutive && input.isAccExecutive === 'F') {
    const asAe = (await salesAssignmentEntity.query.bySales({ rootId: actor.rootId, salesUserId: userId }).go({ pages: 'all' })).data.filter((r) => r.role === 'accountexecutive');
    if (asAe.length) {
      const message = `${user.name} is the account executive of ${asAe.length} ${asAe.length === 1 ? 'agency' : 'agencies'}; assign another account executive first.`;
      throw new DomainError('validation', message, { isAccExecutive: [message] });
    }
  }
  const patch = userEntity.patch({ rootId: user.rootId, userId: user.userId })
    .set({
      name: input.name,
      isAccExecutive: input.isAccExecutive === 'T',
      ...(phone ? { phone: phone.e164, phoneCountryCode: phone.countryCode, phoneCountryCallingCode: phone.callingCode } : {}),
      ...(input.status ? { status: input.status } : {}),
    });
  await (phone === null && input.phonenum !== undefined && user.phone ? patch.remove(['phone']) : patch).go();
  if (input.status === 'inactive') await endAllSessions(user.rootId, user.userId, 'admin', { clock });
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'sales_account_changed', description: `Updated sales account ${input.name}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Data has been updated successfully' };
}

/** DELETE /api/configuration/sales-accounts/{companyId}/{userId}: refused while agencies still name the person. */
export async function removeSalesAccount(actor: Actor, companyId: string, userId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await rootCompany(actor, companyId);
  const me = await requirePermission(actor, 'settingMenuShow_delete');
  const user = await salesUser(actor, userId);
  const assigned = await assignedAgencies(actor.rootId, userId);
  if (assigned) throw conflict(`${user.name} is still assigned to ${assigned} ${assigned === 1 ? 'agency' : 'agencies'}; set another sales person there first.`);
  await deleteStaffUser(user, clock);
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'sales_account_changed', description: `Deleted sales account ${user.name}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Deleted!' };
}
