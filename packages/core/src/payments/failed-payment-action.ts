import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { runTransaction } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { chargeByOf } from './charge-by.js';
import type { FailedPaymentAction } from './invoice.contract.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

async function clientOf(actor: Actor, companyId: string): Promise<{ client: Company; agency: Company }> {
  const client = await getCompany(actor.rootId, companyId);
  if (!client || client.kind !== 'client') throw notFound('Company not found.');
  const agency = await getCompany(actor.rootId, client.parentId);
  if (!agency || !mayAccessCompany(actor, client, agency)) throw notFound('Company not found.');
  return { client, agency };
}

/** What a failed payment does to this client's campaigns: 'pause' (the default) or 'run'. The campaigns issue reads it. */
export const failedPaymentActionOf = (client: Pick<Company, 'failedPaymentAction'>): FailedPaymentAction => client.failedPaymentAction ?? 'pause';

export async function getFailedPaymentAction(actor: Actor, companyId: string) {
  const { client } = await clientOf(actor, companyId);
  return { company_id: client.companyId, action: failedPaymentActionOf(client) };
}

/** The agency's choice (its owner, users and administrators, or the platform's users); clients and sales only read it. */
export async function setFailedPaymentAction(actor: Actor, companyId: string, action: FailedPaymentAction, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { client } = await clientOf(actor, companyId);
  if (actor.userType === 'client' || actor.userType === 'sales') throw forbidden('Only the agency chooses what a failed payment does.');
  const previous = failedPaymentActionOf(client);
  if (previous !== action) {
    const row = await auditRow(
      { rootId: client.rootId, companyId: client.companyId, user: await chargeByOf(actor), actingUser: actingUserOf(actor), action: 'billing_changed', description: `A failed payment of ${client.name} now ${action === 'pause' ? 'pauses its campaigns' : 'lets its campaigns run'}`, ip: ctx.ip },
      clock,
    );
    // Conditioned on the choice it changes from, so concurrent identical requests log once.
    await runTransaction(() =>
      createWriteTransaction({ company: companyEntity, audit: auditEntity }, ({ company, audit }) => [
          company
            .patch({ rootId: client.rootId, companyId: client.companyId })
            .set({ failedPaymentAction: action })
            .where((a, op) => (previous === 'pause' ? `(${op.notExists(a.failedPaymentAction)} OR ${op.eq(a.failedPaymentAction, 'pause')})` : op.eq(a.failedPaymentAction, 'run')))
            .commit(),
          audit.create(row).commit(),
        ])
        .go(),
    );
  }
  return { company_id: client.companyId, action };
}
