import { mayManageChildrenOf } from './admin-rules.js';
import { mayAccessCompany } from './company-access.js';
import { actorOf, isRootOperator, nodesOf, type RowTarget, type RowViewer } from './company-row-actions.js';

/** The price and log actions a row of the agency and client lists offers; the API refuses the same (403/404). */
export interface PricingRowActions {
  /** Set Cost for Agency: the root's operators on an agency (updateAgencyCosts). */
  costs: boolean;
  /** The agency's price set-up for a client: whoever manages the client (setClientCost, managedCompany). */
  prices: boolean;
  /** Agency User's Logs: anyone who reaches the agency but sales (403) and clients (listUserLogs). */
  logs: boolean;
}

/** The rows' price and log actions (docs/product.md, Agencies and clients), from the rules the cost, client-cost and user-log calls apply. */
export function pricingRowActions(user: RowViewer, row: RowTarget): PricingRowActions {
  const actor = actorOf(user);
  const { target, parent, grand } = nodesOf(user, row);
  const isAgency = target.kind === 'agency';
  const reaches = mayAccessCompany(actor, target, parent);
  return {
    costs: isAgency && reaches && isRootOperator(user),
    prices: !isAgency && reaches && mayManageChildrenOf(actor, parent, grand),
    logs: isAgency && reaches && user.user_type !== 'sales' && user.user_type !== 'client',
  };
}
