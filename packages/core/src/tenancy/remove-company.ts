import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { endAllSessions } from '../identity/sessions.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, forbidden, notFound } from '../shared/errors.js';
import { DELETED_MESSAGE } from './company-admin.contract.js';
import { managedCompany } from './company-chain.js';
import type { Company } from './company.entity.js';
import { claimKey, customDomainClaim, subdomainClaim } from './domain-claims.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from './company.entity.js';
import { domainEntity } from './domain.entity.js';
import { emailClaimEntity, userEntity } from '../identity/user.entity.js';
import { salesAssignmentEntity } from './sales-assignment.entity.js';

/** Deletes a company's own records in one transaction: the company, its host claims, its users and their e-mail claims, and one off its parent's counter. */
export async function removeCompanyRecords(company: Company, users: User[]): Promise<void> {
  // Never the platform's own host, which is the root's even when a company names it.
  const claims = [...(company.subdomain ? [subdomainClaim(company.subdomain)] : []), ...(company.customDomain ? [customDomainClaim(company.customDomain)] : [])]
    .filter((c) => c.kind !== 'platform')
    .map(claimKey);
  const sales = [
    company.salesRepId && { salesUserId: company.salesRepId, role: 'salesrep' as const },
    company.accountExecutiveId && { salesUserId: company.accountExecutiveId, role: 'accountexecutive' as const },
    company.accountRefId && { salesUserId: company.accountRefId, role: 'accountref' as const },
  ].filter((s): s is { salesUserId: string; role: 'salesrep' | 'accountexecutive' | 'accountref' } => Boolean(s));
  const res = await createWriteTransaction({ company: companyEntity, domain: domainEntity, user: userEntity, emailClaim: emailClaimEntity, salesAssignment: salesAssignmentEntity }, ({ company: c, domain, user, emailClaim, salesAssignment }) => [
      // Only while it is still there: a repeated or concurrent removal must not count it off twice.
      c.delete({ rootId: company.rootId, companyId: company.companyId }).where((a, op) => op.exists(a.companyId)).commit(),
      c.update({ rootId: company.rootId, companyId: company.parentId }).add({ childCount: -1, listVersion: 1 }).commit(),
      // Only a claim that is this company's (or none): a name it holds no claim on is another's.
      ...claims.map((k) =>
        domain
          .delete(k)
          .where((a, op) => `${op.notExists(a.companyId)} OR ${op.eq(a.companyId, company.companyId)}`)
          .commit(),
      ),
      ...users.flatMap((u) => [
        user.delete({ rootId: u.rootId, userId: u.userId }).commit(),
        emailClaim.delete({ rootId: u.rootId, email: u.email }).commit(),
      ]),
      ...sales.map((s) => salesAssignment.delete({ rootId: company.rootId, agencyId: company.companyId, ...s }).commit()),
    ])
    .go();
  if (res.canceled) {
    const still = await companyEntity.get({ rootId: company.rootId, companyId: company.companyId }).go();
    if (!still.data) throw notFound('Company not found.');
    throw conflict('The company changed while it was being removed. Please try again.');
  }
}

/**
 * DELETE /api/configuration/user/remove/{companyId}/{userId}: removes a client, or an agency that
 * has no clients left, with its users; their sessions end. Sales may never delete.
 */
export async function removeCompany(actor: Actor, companyId: string, userId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot delete companies.');
  const { company } = await managedCompany(actor, companyId);
  if (company.ownerUserId !== userId) throw notFound('Company not found.');
  if ((company.childCount ?? 0) > 0) {
    throw conflict(`${company.name} still has ${company.childCount} client(s). Remove them first.`);
  }
  const users = (await userEntity.query.byCompany({ rootId: actor.rootId, companyId }).go({ pages: 'all' })).data as User[];
  if (users.length > 40) throw conflict('This company has too many users to remove at once. Remove its users first.');
  for (const u of users) await endAllSessions(u.rootId, u.userId, 'admin', { clock });
  await removeCompanyRecords(company, users);
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.parentId, user: me, actingUser: actingUserOf(actor), action: 'company_deleted', description: `Deleted ${company.kind} ${company.name}`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: DELETED_MESSAGE };
}
