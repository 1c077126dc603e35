import type { Campaign } from '../campaigns/campaign.entity.js';
import type { CampaignModule } from '../campaigns/modules.js';
import { COST_FIELDS, normalizeCosts, type CostStructure } from '../pricing/cost-structure.js';
import { DEFAULT_TERM, PAYMENT_TERMS, type PaymentTerm } from '../pricing/payment-terms.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';
import { costSettingEntity } from '../pricing/cost-setting.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/**
 * The fees of a module (docs/product.md, Prices and costs): the client's cost module has `PlatformFee` (the
 * one-time set-up fee) and `CostMonth` (the platform fee per period); the agency's cost structure has the
 * wholesale of both for the client's term (`<Module>PlatformFee`, `<Module>MinCostMonth`).
 */
export interface ModuleTerms {
  module: CampaignModule;
  term: PaymentTerm;
  setupRetailCents: number;
  periodRetailCents: number;
}

const cents = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/** The client's cost modules: term and fees per module it has a price for. */
export async function clientModules(rootId: string, clientId: string): Promise<Map<CampaignModule, ModuleTerms>> {
  const rows = (await clientCostEntity.query.byClient({ rootId, companyId: clientId }).go({ pages: 'all' })).data;
  const out = new Map<CampaignModule, ModuleTerms>();
  for (const r of rows) {
    const v = (r.values ?? {}) as Record<string, unknown>;
    const term = (PAYMENT_TERMS as readonly string[]).includes(String(v.PaymentTerm)) ? (v.PaymentTerm as PaymentTerm) : DEFAULT_TERM;
    out.set(r.module, { module: r.module, term, setupRetailCents: cents(v.PlatformFee), periodRetailCents: cents(v.CostMonth) });
  }
  return out;
}

export async function agencyCostStructure(rootId: string, agencyId: string): Promise<CostStructure> {
  const rec = (await costSettingEntity.get({ rootId, companyId: agencyId, name: 'costagency' }).go()).data;
  return normalizeCosts(rec?.costs as Parameters<typeof normalizeCosts>[0]);
}

/** The agency's wholesale set-up and per-period fees of a module for a term. */
export function wholesaleFees(costs: CostStructure, module: CampaignModule, term: PaymentTerm): { setupCents: number; periodCents: number } {
  const fields = COST_FIELDS[module];
  const t = costs[module][term];
  return { setupCents: cents(t[fields[0]]), periodCents: cents(t[fields[fields.length - 1] as string]) };
}

/**
 * Was a campaign live during a period (its platform fee is owed)? The platform keeps no history of
 * statuses, so: first started before the period ended, and either running or paused/stopped now,
 * or last moved (archived, removed) on or after the period's first day.
 */
export function liveDuring(c: Pick<Campaign, 'firstStartedAt' | 'status' | 'updatedAt'>, firstDay: string, lastDay: string): boolean {
  if (!c.firstStartedAt || c.firstStartedAt.slice(0, 10) > lastDay) return false;
  if (c.status === 'running' || c.status === 'paused' || c.status === 'stopped') return true;
  return (c.updatedAt ?? '').slice(0, 10) >= firstDay;
}

/** The client's campaigns (every module and status), for the fee checks. */
export async function campaignsOfClient(rootId: string, clientId: string): Promise<Campaign[]> {
  return (await campaignEntity.query.byCompany({ rootId, companyId: clientId }).go({ pages: 'all' })).data;
}
