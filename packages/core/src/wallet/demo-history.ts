import type { Clock } from '../platform/clock.js';
import { SYSTEM_ACTOR } from './auto-topup.js';
import { creditTopup } from './credit.js';
import { debitWallet } from './debit.js';
import { expireWallet } from './expiry.js';
import { ensureWallet, walletKey } from './wallet-store.js';
import { walletEntity } from './wallet.entity.js';

const DAY = 86_400_000;

/**
 * A few months of a client's wallet for the demo, written through the same services as real use
 * (credit, debit, the expiry run) at past times: a top-up that expired partly unused, top-ups by
 * hand and one by continual top-up, daily lead charges, and continual top-up left on at $500.
 */
export async function seedWalletHistory(rootId: string, companyId: string, now: Date): Promise<void> {
  await ensureWallet(rootId, companyId);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const clockAt = (d: Date): Clock => ({ now: () => d });
  const audit = (description: string) => ({ user: SYSTEM_ACTOR, action: 'wallet_topup' as const, description });
  const topup = (id: string, daysAgo: number, cents: number, auto = false) =>
    creditTopup({ rootId, companyId, txId: `topup#demo-${id}`, title: auto ? 'Automatic top-up' : 'Top-up', amountCents: cents, paymentIntentId: `pi_demo_${id}`, auto, now: at(daysAgo), audit: audit(`Demo top-up of ${cents / 100}`) });
  const charges = async (fromDaysAgo: number, toDaysAgo: number, cents: number) => {
    for (let d = fromDaysAgo; d > toDaysAgo; d -= 3) {
      await debitWallet({ rootId, companyId }, cents, `Leads delivered (${at(d).toISOString().slice(0, 10)})`, `demo-${d}`, clockAt(at(d)));
    }
  };
  // A year and a bit ago: $500, of which $300 was used before it expired (the rest expires).
  await topup('first', 430, 50_000);
  await charges(428, 400, 3_000);
  await expireWallet(rootId, companyId, clockAt(at(64)));
  await topup('second', 62, 100_000);
  await charges(61, 35, 6_000);
  await topup('third', 34, 50_000, true);
  await charges(33, 2, 4_500);
  await walletEntity.patch(walletKey(rootId, companyId)).set({ continual: true, amountCents: 50_000, customAmount: false }).go();
}
