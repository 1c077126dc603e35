import type { CompanyRow, UserData } from '@platform/core/contracts';
import { ClientPriceButton } from './ClientPriceButton';
import { SetCostButton } from './SetCostButton';

/**
 * Pricing's action on a row of the agency and client lists: Set Cost for Agency on an agency row,
 * the agency's price set-up on a client row; each only for those the API lets set it.
 */
export function PricingRowAction({ row, user }: { row: CompanyRow; user: UserData }) {
  return row.user_type === 'userdownline' ? <SetCostButton row={row} user={user} /> : <ClientPriceButton row={row} user={user} />;
}
