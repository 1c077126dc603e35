import type { Campaign } from '../campaigns/campaign.entity.js';
import { priceField } from '../campaigns/modules.js';
import { effectiveCostPerLead, normalizeCosts, type CostStructure } from '../pricing/cost-structure.js';
import { DEFAULT_TERM, type PaymentTerm } from '../pricing/payment-terms.js';
import { costSettingEntity } from '../pricing/cost-setting.entity.js';
import { clientCostEntity } from '../pricing/client-cost.entity.js';

/** What one delivered lead of a campaign costs and who is billed how. */
export interface LeadPrice {
  /** The client's payment term for the module (client cost-module PaymentTerm). */
  term: PaymentTerm;
  /** Client to agency: the client's price for the module and data level. */
  retailCents: number;
  /** Agency to root: the agency's cost per lead for that term (enhance and b2b never below the root's). */
  wholesaleCents: number;
}

/** The agency cost field (docs/product.md, Prices and costs) a campaign's lead is bought at. */
export function wholesaleField(c: Pick<Campaign, 'leadspeekType' | 'listAdvanceInformationId'>): string {
  switch (c.leadspeekType) {
    case 'local':
      return (c.listAdvanceInformationId?.length ?? 0) > 0 ? 'LeadspeekCostperleadAdvanced' : 'LeadspeekCostperlead';
    case 'locator':
      return 'LocatorCostperlead';
    case 'enhance':
      return 'EnhanceCostperlead';
    case 'b2b':
      return 'B2bCostperlead';
  }
}

const cents = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

async function agencyCosts(rootId: string, companyId: string): Promise<CostStructure> {
  const rec = (await costSettingEntity.get({ rootId, companyId, name: 'costagency' }).go()).data;
  return normalizeCosts(rec?.costs as Parameters<typeof normalizeCosts>[0]);
}

/**
 * The client's price and the agency's cost of one lead of this campaign, read from the client's
 * cost module (CostSet, CostSetAdvanced or CostSetB2b by data level) and the agency's costs for the
 * client's term. Pure reads; the pipeline calls it once per lead (or once per batch through `memo`).
 */
export async function leadPrice(c: Pick<Campaign, 'rootId' | 'companyId' | 'agencyId' | 'leadspeekType' | 'listAdvanceInformationId'>): Promise<LeadPrice> {
  const [clientCost, agency, root] = await Promise.all([
    clientCostEntity.get({ rootId: c.rootId, companyId: c.companyId, module: c.leadspeekType }).go(),
    agencyCosts(c.rootId, c.agencyId),
    agencyCosts(c.rootId, c.rootId),
  ]);
  const values = (clientCost.data?.values ?? {}) as Record<string, unknown>;
  const term = (typeof values.PaymentTerm === 'string' ? values.PaymentTerm : DEFAULT_TERM) as PaymentTerm;
  const field = wholesaleField(c);
  const agencyCents = cents(agency[c.leadspeekType][term][field]);
  const rootCents = cents(root[c.leadspeekType][term][field]);
  const floored = c.leadspeekType === 'enhance' || c.leadspeekType === 'b2b';
  return {
    term,
    retailCents: cents(values[priceField(c)]),
    wholesaleCents: floored ? effectiveCostPerLead(agencyCents, rootCents) : agencyCents || rootCents,
  };
}
