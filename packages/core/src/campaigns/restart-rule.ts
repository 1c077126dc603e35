import { getUser } from '../identity/users.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Campaign } from './campaign.entity.js';
import { STOP_REASON_MESSAGES } from './status.js';

/**
 * May a campaign billing stopped run again? (seed 001 §4) Manual bill off: once the agency's
 * payment account is connected again and the client has a card, or manual bill is back on. A
 * failed payment: once it is settled. An empty wallet: the pipeline stops it again on the next
 * lead while the wallet is still empty, so a person may try. Answers the refusal, or undefined.
 */
export async function restartRefusal(c: Campaign, client: Company, agency: Company): Promise<string | undefined> {
  switch (c.stopReason) {
    case 'manual_bill_off': {
      if (agency.manualBill) return undefined;
      const owner = client.ownerUserId ? await getUser(client.rootId, client.ownerUserId) : undefined;
      const ok = agency.accountStatus === 'completed' && Boolean(owner?.customerCardId);
      return ok ? undefined : STOP_REASON_MESSAGES.manual_bill_off;
    }
    case 'payment_failed':
      return agency.paymentStatus === 'failed' || client.paymentStatus === 'failed' ? STOP_REASON_MESSAGES.payment_failed : undefined;
    default:
      return undefined;
  }
}
