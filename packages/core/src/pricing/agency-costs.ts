import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/client.js';
import { isConditionFailure } from '../db/conditions.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { DomainError, forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { centsToString } from './money.js';
import { costFieldCount, costsToStrings, floorErrors, NOTHING_TO_SAVE, normalizeCosts, unknownFieldErrors, type CostStructure } from './cost-structure.js';
import type { PaymentTerm } from './payment-terms.js';
import { isRootOperator } from '../access/admin-rules.js';
import { costSettingEntity } from './cost-setting.entity.js';

type Partial3 = Partial<Record<keyof CostStructure, Partial<Record<PaymentTerm, Record<string, number>>>>>;

async function readCosts(rootId: string, companyId: string) {
  const rec = (await costSettingEntity.get({ rootId, companyId, name: 'costagency' }).go()).data;
  return { costs: normalizeCosts(rec?.costs as Partial3 | undefined), dpay: (rec?.dpay ?? 'Weekly') as PaymentTerm, enrichmentCents: rec?.enrichmentCents };
}

/** What a matched row of a data enrichment costs until the root sets it (docs/decisions.md, "Data enrichment and export jobs"). */
export const DEFAULT_ENRICHMENT_CENTS = 10;

/** The root's price of one matched row of a data enrichment, in cents. */
export async function enrichmentUnitCents(rootId: string): Promise<number> {
  return (await readCosts(rootId, rootId)).enrichmentCents ?? DEFAULT_ENRICHMENT_CENTS;
}


type CostKey = { rootId: string; companyId: string };

/**
 * Saves only the fields sent, each on its own nested path of the stored structure in one update,
 * so saves of different fields never undo each other (no read-modify-write of the whole). The
 * item is first created with every module, term and field at zero when it does not exist yet.
 */
async function writeCostFields(key: CostKey, costs: Partial3, dpay: PaymentTerm | undefined, now: string, enrichmentCents?: number): Promise<void> {
  const item = { ...key, name: 'costagency' as const };
  await costSettingEntity.create({ ...item, costs: normalizeCosts(undefined), dpay: 'Weekly', updatedAt: now })
    .go()
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  // DynamoDB refuses a name the expression does not use: '#costs' only goes in with a field.
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':now': now };
  const sets = ['#updatedAt = :now'];
  if (dpay) {
    names['#dpay'] = 'dpay';
    values[':dpay'] = dpay;
    sets.push('#dpay = :dpay');
  }
  if (enrichmentCents !== undefined) {
    names['#enrichment'] = 'enrichmentCents';
    values[':enrichment'] = enrichmentCents;
    sets.push('#enrichment = :enrichment');
  }
  let i = 0;
  for (const [m, terms] of Object.entries(costs)) {
    for (const [t, fields] of Object.entries(terms ?? {})) {
      for (const [f, cents] of Object.entries(fields ?? {})) {
        Object.assign(names, { '#costs': 'costs', [`#m${i}`]: m, [`#t${i}`]: t, [`#f${i}`]: f });
        values[`:v${i}`] = cents;
        sets.push(`#costs.#m${i}.#t${i}.#f${i} = :v${i}`);
        i += 1;
      }
    }
  }
  const { Key, TableName } = costSettingEntity.get(item).params();
  const update = () =>
    documentClient().send(new UpdateCommand({ TableName, Key, UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: 'attribute_exists(#updatedAt)', ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
  try {
    await update();
  } catch (e) {
    // A structure stored before every term existed lacks the path: complete it once, then save.
    if ((e as { name?: string }).name !== 'ValidationException') throw e;
    const stored = (await costSettingEntity.get(item).go()).data;
    if (stored) {
      await costSettingEntity.patch(item)
        .set({ costs: normalizeCosts(stored.costs as Partial3) })
        .where((a, op) => op.eq(a.updatedAt, stored.updatedAt))
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        });
    }
    await update();
  }
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
  return { costagency: costsToStrings(own.costs), rootcostagency: costsToStrings(root.costs), dpay: own.dpay, data_enrichment: centsToString(root.enrichmentCents ?? DEFAULT_ENRICHMENT_CENTS) };
}

/**
 * Saves an agency's costs (or the root's own). Only root operators; enhance and b2b cost per lead
 * may not go below the root's for that term; nothing is saved if any field is wrong.
 */
export async function updateAgencyCosts(
  actor: Actor,
  companyId: string,
  input: { dpay?: PaymentTerm | undefined; costagency: Partial3; data_enrichment?: number | undefined },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const company = await costCompany(actor, companyId);
  if (!isRootOperator(actor)) throw forbidden('Only the platform’s operators set agency costs.');
  const unknown = unknownFieldErrors(input.costagency);
  if (Object.keys(unknown).length) throw new DomainError('validation', 'The given data was invalid.', unknown);
  // A save with no cost and no payment term would only touch the date and log a change that is
  // none (docs/decisions.md, "Hardening the runtime": a cost save with nothing in it).
  if (input.data_enrichment !== undefined && company.kind !== 'root') {
    const msg = 'The data enrichment price is set on the root’s own cost structure.';
    throw new DomainError('validation', msg, { data_enrichment: [msg] });
  }
  if (costFieldCount(input.costagency) === 0 && !input.dpay && input.data_enrichment === undefined) throw new DomainError('validation', NOTHING_TO_SAVE, { costagency: [NOTHING_TO_SAVE] });
  if (company.kind === 'agency') {
    // Only the values entered are judged, so the stored ones need not be read.
    const root = await readCosts(actor.rootId, actor.rootId);
    const floor = floorErrors(normalizeCosts(input.costagency), root.costs, input.costagency);
    if (Object.keys(floor).length) throw new DomainError('validation', Object.values(floor)[0]?.[0] ?? 'The given data was invalid.', floor);
  }
  await writeCostFields({ rootId: actor.rootId, companyId: company.companyId }, input.costagency, input.dpay, clock.now().toISOString(), input.data_enrichment);
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'cost_updated', description: `Set costs of ${company.name}${input.dpay ? ` (${input.dpay})` : ''}`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: 'Your settings have been saved.' };
}
