import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { db } from '../db/service.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { DomainError, forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { costsToStrings, floorErrors, normalizeCosts, unknownFieldErrors, type CostStructure } from './cost-structure.js';
import type { PaymentTerm } from './payment-terms.js';
import { isRootOperator } from '../access/admin-rules.js';

type Partial3 = Partial<Record<keyof CostStructure, Partial<Record<PaymentTerm, Record<string, number>>>>>;

async function readCosts(rootId: string, companyId: string) {
  const rec = (await db().entities.costSetting.get({ rootId, companyId, name: 'costagency' }).go()).data;
  return { costs: normalizeCosts(rec?.costs as Partial3 | undefined), dpay: (rec?.dpay ?? 'Weekly') as PaymentTerm };
}


async function costCompany(actor: Actor, companyId: string): Promise<Company> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'client') throw notFound('Company not found.');
  if (!mayAccessCompany(actor, company)) throw notFound('Company not found.');
  return company;
}

/**
 * The Set Cost for Agency modal's data: the agency's costs, the root's (the floor) and the payment
 * term. Root operators read any agency's; an agency reads its own (its wholesale prices).
 */
export async function getAgencyCosts(actor: Actor, companyId: string) {
  const company = await costCompany(actor, companyId);
  if (actor.userType === 'sales' || actor.userType === 'client') throw notFound('Company not found.');
  const [own, root] = await Promise.all([readCosts(actor.rootId, company.companyId), readCosts(actor.rootId, actor.rootId)]);
  return { costagency: costsToStrings(own.costs), rootcostagency: costsToStrings(root.costs), dpay: own.dpay };
}

/**
 * Saves an agency's costs (or the root's own). Only root operators; enhance and b2b cost per lead
 * may not go below the root's for that term; nothing is saved if any field is wrong.
 */
export async function updateAgencyCosts(
  actor: Actor,
  companyId: string,
  input: { dpay: PaymentTerm; costagency: Partial3 },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const company = await costCompany(actor, companyId);
  if (!isRootOperator(actor)) throw forbidden('Only the platform’s operators set agency costs.');
  const unknown = unknownFieldErrors(input.costagency);
  if (Object.keys(unknown).length) throw new DomainError('validation', 'The given data was invalid.', unknown);
  const current = await readCosts(actor.rootId, company.companyId);
  const merged = normalizeCosts(current.costs as Partial3);
  for (const [m, terms] of Object.entries(input.costagency) as [keyof CostStructure, Partial<Record<PaymentTerm, Record<string, number>>>][]) {
    for (const [t, fields] of Object.entries(terms ?? {}) as [PaymentTerm, Record<string, number>][]) merged[m][t] = { ...merged[m][t], ...fields };
  }
  if (company.kind === 'agency') {
    const root = await readCosts(actor.rootId, actor.rootId);
    const floor = floorErrors(merged, root.costs, input.costagency);
    if (Object.keys(floor).length) throw new DomainError('validation', Object.values(floor)[0]?.[0] ?? 'The given data was invalid.', floor);
  }
  await db()
    .entities.costSetting.put({ rootId: actor.rootId, companyId: company.companyId, name: 'costagency', costs: merged, dpay: input.dpay, updatedAt: clock.now().toISOString() })
    .go();
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'cost_updated', description: `Set costs of ${company.name} (${input.dpay})`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: 'Your settings have been saved.' };
}
