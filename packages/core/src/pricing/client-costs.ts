import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { managedCompany } from '../tenancy/company-chain.js';
import { notFound } from '../shared/errors.js';
import { centsToString } from './money.js';
import type { ClientCostInput } from './client-cost.contract.js';
import { clientCostEntity } from './client-cost.entity.js';

const MONEY_FIELDS = ['CostSet', 'CostSetAdvanced', 'CostSetB2b', 'CostMonth', 'PlatformFee'] as const;

/** The agency's prices for one of its clients, per module, as the spec's strings. */
export async function getClientCosts(actor: Actor, clientId: string) {
  const { company } = await managedCompany(actor, clientId);
  if (company.kind !== 'client') throw notFound('Company not found.');
  const rows = await clientCostEntity.query.byClient({ rootId: company.rootId, companyId: company.companyId }).go();
  const data: Record<string, Record<string, unknown>> = {};
  for (const r of rows.data) {
    const v = r.values as Record<string, unknown>;
    data[r.module] = { ...v, ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, centsToString(Number(v[f] ?? 0))])) };
  }
  return { data };
}

/** Sets what an agency charges a client for a module (the agency's staff or the root; never sales). */
export async function setClientCost(actor: Actor, input: ClientCostInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { company } = await managedCompany(actor, input.companyID);
  if (company.kind !== 'client') throw notFound('Company not found.');
  const { companyID: _c, module, ...values } = input;
  await clientCostEntity.put({ rootId: company.rootId, companyId: company.companyId, module, values, updatedAt: clock.now().toISOString() }).go();
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'cost_updated', description: `Set ${module} prices of ${company.name} (${input.PaymentTerm})`, ip: ctx.ip }, clock);
  }
  return { result: 'success' as const, message: 'Your settings have been saved.' };
}
