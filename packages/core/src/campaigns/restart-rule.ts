import { getUser } from '../identity/users.js';
import { leadPrice } from '../leads/lead-price.js';
import type { Company } from '../tenancy/company.entity.js';
import { readWallet } from '../wallet/wallet-store.js';
import type { Campaign } from './campaign.entity.js';
import { EMPTY_WALLET_RESUME, STOP_REASON_MESSAGES } from './status.js';

/**
 * May a campaign billing stopped run again? (docs/product.md, Campaign statuses) Manual bill off: once the
 * agency's payment account is connected again and the client has a card, or manual bill is back on. A failed
 * payment: once it is settled. An ended subscription: once the agency has a package again (checked for
 * every start, assertSubscriptionLive). An empty wallet: see prepaidRefusal. Answers the refusal, or undefined.
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

/**
 * May a prepaid campaign run (resumed from paused or stopped)? Only while its client's wallet can
 * pay for one of its leads; otherwise it would stop again on its next lead. Manual bill and the
 * weekly and monthly terms are not paid from the wallet. Answers the refusal, or undefined.
 */
export async function prepaidRefusal(c: Campaign, agency: Company): Promise<string | undefined> {
  if (agency.manualBill) return undefined;
  const price = await leadPrice(c);
  if (price.term !== 'Prepaid' || price.retailCents <= 0) return undefined;
  const balance = (await readWallet(c.rootId, c.companyId))?.balanceCents ?? 0;
  if (balance >= price.retailCents) return undefined;
  return c.stopReason === 'wallet_empty' ? STOP_REASON_MESSAGES.wallet_empty : EMPTY_WALLET_RESUME;
}
