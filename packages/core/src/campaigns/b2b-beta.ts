import { betaApplies } from '../access/guard-context.js';
import type { BetaFeature } from '../identity/user-data.contract.js';
import { forbidden } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import type { CampaignModule } from './modules.js';

/**
 * B2B ID is a beta module (docs/product.md, Campaigns and the four modules): closed to agencies outside the
 * beta unless it is open to all agencies. The setup check hands the same feature to the menus (the module's
 * area is hidden), and the campaign routes refuse what the menus hide.
 */
export const B2B_MODULE_FEATURE: BetaFeature = { id: 'b2b_module', slug: 'b2b_module', name: 'B2B ID', is_beta: true, apply_to_all_agency: true };

export const B2B_BETA_CLOSED = 'The B2B ID module is in beta and is not open to this agency.';

/**
 * Creating or resuming a B2B ID campaign needs the module open to the client's agency: the feature
 * open to all agencies, or the agency in the beta (betaAccount). Other modules pass.
 */
export function assertB2bOpen(module: CampaignModule, agency: Pick<Company, 'betaAccount'>, feature: BetaFeature = B2B_MODULE_FEATURE): void {
  if (module === 'b2b' && !betaApplies(feature, Boolean(agency.betaAccount))) throw forbidden(B2B_BETA_CLOSED);
}
