import { agencyInBeta, B2B_MODULE_FEATURE } from '../access/beta-features.js';
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
export { B2B_MODULE_FEATURE };

export const B2B_BETA_CLOSED = 'The B2B ID module is in beta and is not open to this agency.';

/**
 * Creating or resuming a B2B ID campaign needs the module open to the client's agency: the feature
 * open to all agencies, or the agency in its beta (its beta features). Other modules pass.
 */
export function assertB2bOpen(module: CampaignModule, agency: Pick<Company, 'betaFeatures'>, feature: BetaFeature = B2B_MODULE_FEATURE): void {
  if (module === 'b2b' && !betaApplies(feature, agencyInBeta(agency, 'b2b_module'))) throw forbidden(B2B_BETA_CLOSED);
}
