import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, DomainError, forbidden, notFound, type FieldErrors } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { getCompany } from './companies.js';
import type { SalesRole } from './sales-assignment.entity.js';
import { isRootOperator } from '../access/admin-rules.js';
import { createWriteTransaction } from 'electrodb';
import { userEntity } from '../identity/user.entity.js';
import { companyEntity } from './company.entity.js';
import { salesAssignmentEntity } from './sales-assignment.entity.js';

/** Setting sales people is for the root's system users who are not sales themselves (docs/product.md, Sales people). */
function assertRootOperator(actor: Actor) {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot assign sales people.');
  if (!isRootOperator(actor)) throw notFound('The page you are looking for doesn\u2019t exist or has been moved.');
}

async function salesUsers(rootId: string): Promise<User[]> {
  const res = await userEntity.query.byCompany({ rootId, companyId: rootId, userType: 'sales' }).go({ pages: 'all' });
  return (res.data as User[]).filter((u) => u.status === 'active');
}

/** GET /api/configuration/sales/list: the platform's sales people. */
export async function listSales(actor: Actor) {
  assertRootOperator(actor);
  const users = await salesUsers(actor.rootId);
  return { params: users.map((u) => ({ id: u.userId, name: u.name, isAccExecutive: toTF(u.isAccExecutive) })).sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * PUT /api/configuration/sales: the agency's sales rep, account executive (must carry the
 * account-executive flag) and referral. The agency and the sales users' downline lists change
 * together in one transaction.
 */
export async function setSales(
  actor: Actor,
  input: { companyID: string; salesRep?: string | null | undefined; salesAE?: string | null | undefined; salesRef?: string | null | undefined },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  assertRootOperator(actor);
  const agency = await getCompany(actor.rootId, input.companyID);
  if (!agency || agency.kind !== 'agency') throw notFound('Company not found.');
  const sales = new Map((await salesUsers(actor.rootId)).map((u) => [u.userId, u]));
  const current: Record<SalesRole, string | undefined> = { salesrep: agency.salesRepId, accountexecutive: agency.accountExecutiveId, accountref: agency.accountRefId };
  // A role left out of the request stays as it is; null or '' clears it.
  const next = (sent: string | null | undefined, now: string | undefined) => (sent === undefined ? now : sent || undefined);
  const wanted: Record<SalesRole, string | undefined> = {
    salesrep: next(input.salesRep, current.salesrep),
    accountexecutive: next(input.salesAE, current.accountexecutive),
    accountref: next(input.salesRef, current.accountref),
  };
  const errors: FieldErrors = {};
  const field: Record<SalesRole, string> = { salesrep: 'salesRep', accountexecutive: 'salesAE', accountref: 'salesRef' };
  for (const [role, id] of Object.entries(wanted) as [SalesRole, string | undefined][]) {
    if (id && id !== current[role] && !sales.has(id)) errors[field[role]] = ['Choose one of the platform’s sales people.'];
  }
  if (wanted.accountexecutive && wanted.accountexecutive !== current.accountexecutive && sales.get(wanted.accountexecutive) && !sales.get(wanted.accountexecutive)?.isAccExecutive) {
    errors.salesAE = ['This sales person is not an account executive.'];
  }
  if (Object.keys(errors).length) throw new DomainError('validation', 'The given data was invalid.', errors);

  const res = await createWriteTransaction({ company: companyEntity, salesAssignment: salesAssignmentEntity }, ({ company, salesAssignment }) => {
      const patch = company.patch({ rootId: agency.rootId, companyId: agency.companyId });
      const set = {
        ...(wanted.salesrep ? { salesRepId: wanted.salesrep } : {}),
        ...(wanted.accountexecutive ? { accountExecutiveId: wanted.accountexecutive } : {}),
        ...(wanted.accountref ? { accountRefId: wanted.accountref } : {}),
      };
      const remove = [
        !wanted.salesrep && agency.salesRepId ? ('salesRepId' as const) : undefined,
        !wanted.accountexecutive && agency.accountExecutiveId ? ('accountExecutiveId' as const) : undefined,
        !wanted.accountref && agency.accountRefId ? ('accountRefId' as const) : undefined,
      ].filter((r): r is 'salesRepId' | 'accountExecutiveId' | 'accountRefId' => r !== undefined);
      // A patch (which also asserts the agency still exists) with whatever sets and removes apply.
      const op = Object.keys(set).length ? (remove.length ? patch.set(set).remove(remove) : patch.set(set)) : patch.remove(remove.length ? remove : ['salesRepId']);
      const changes = (Object.keys(wanted) as SalesRole[]).filter((r) => wanted[r] !== current[r]);
      return [
        op.commit(),
        ...changes.flatMap((role) => [
          ...(current[role] ? [salesAssignment.delete({ rootId: agency.rootId, salesUserId: current[role] as string, agencyId: agency.companyId, role }).commit()] : []),
          ...(wanted[role] ? [salesAssignment.put({ rootId: agency.rootId, salesUserId: wanted[role] as string, agencyId: agency.companyId, role }).commit()] : []),
        ]),
      ];
    })
    .go();
  if (res.canceled) throw conflict('The agency changed meanwhile. Please try again.');
  const me = await getUser(actor.rootId, actor.userId);
  const names = (Object.entries(wanted) as [SalesRole, string | undefined][]).map(([r, id]) => `${r}: ${id ? (sales.get(id)?.name ?? id) : 'none'}`).join(', ');
  if (me) {
    await recordAudit({ rootId: actor.rootId, companyId: agency.companyId, user: me, actingUser: actingUserOf(actor), action: 'sales_assigned', description: `Set sales people of ${agency.name} (${names})`, ip: ctx.ip }, clock);
  }
  return { result: 'success' as const, message: 'Your settings have been saved.' };
}
