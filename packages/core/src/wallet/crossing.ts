import { isConditionFailure } from '../db/conditions.js';
import { thresholdCents } from './ledger.js';
import type { Wallet } from './wallet.entity.js';
import { readWallet, walletKey } from './wallet-store.js';
import { walletEntity } from './wallet.entity.js';

/** Continual top-up is on and the balance is at or below 10% of the balance after the last top-up. */
export const needsTopup = (w: Wallet) => w.continual && w.lastBalanceCents > 0 && w.balanceCents <= thresholdCents(w.lastBalanceCents);

/**
 * Records the wallet's next crossing (c<seq>) if none is pending, conditioned on the sequence it
 * read, so racing claimants agree on one id. Answers the wallet as it is afterwards.
 */
export async function claimCrossing(w: Wallet): Promise<Wallet | undefined> {
  try {
    await walletEntity.patch(walletKey(w.rootId, w.companyId))
      .set({ pendingCrossing: `c${w.crossingSeq}` })
      .where((a, op) => `${op.notExists(a.pendingCrossing)} AND ${op.eq(a.crossingSeq, w.crossingSeq)}`)
      .go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return readWallet(w.rootId, w.companyId);
}
