import type { TxEntities } from '../db/transaction.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { queue } from '../platform/queue.js';
import { validationError } from '../shared/errors.js';
import { thresholdCents } from './ledger.js';
import { claimCrossing, needsTopup } from './crossing.js';
import { readWallet, runWalletTx, walletKey } from './wallet-store.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity, walletTxEntity } from './wallet.entity.js';

export const WALLET_TOPUP_QUEUE = 'wallet-topup';

export type DebitResult =
  | { ok: true; balanceCents: number; txId: string; duplicate: boolean }
  | { ok: false; reason: 'insufficient_balance'; balanceCents: number };

/** The ledger row id of a debit: its idempotency key, so the same key can only ever debit once. */
export const debitTxId = (idempotencyKey: string) => `charge#${idempotencyKey}`;

/** What a debit writes: the amount, the ledger's title for it, and its idempotency key. */
export interface DebitLine {
  rootId: string;
  companyId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  createdAt: string;
  /** A threshold crossing to record on the wallet with the debit (only if none is pending). */
  crossing?: string;
}

/**
 * The items of a wallet debit, for the caller's transaction (docs/decisions.md, "Data wallet"): the
 * balance lowered and the spend counted by the lines' sum, conditioned on the balance staying at or
 * above 0, and one ledger row per line keyed by its idempotency key, a create, so one key can only
 * ever debit once (a line already debited refuses the whole transaction). Every line names the same
 * wallet: `debitWallet` writes one line alone; the lead engine puts a lead's line, or a group of
 * leads' lines, in the transaction that stores the leads.
 */
export function debitItems(tx: Pick<TxEntities, 'wallet' | 'walletTx'>, lines: readonly DebitLine[]) {
  const first = lines[0];
  if (!first) throw new Error('a debit needs at least one line');
  const { rootId, companyId, crossing } = first;
  if (lines.some((l) => l.rootId !== rootId || l.companyId !== companyId)) throw new Error('the lines of one debit name one wallet');
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    wallet: tx.wallet
      .patch(walletKey(rootId, companyId))
      .data((a, op) => {
        op.add(a.balanceCents, -total);
        op.add(a.consumedCents, total);
        if (crossing) op.ifNotExists(a.pendingCrossing, crossing);
      })
      .where((a, op) => op.gte(a.balanceCents, total))
      .commit(),
    ledger: lines.map((d) =>
      tx.walletTx
        .create({ rootId, companyId, txId: debitTxId(d.idempotencyKey), type: 'charge', title: d.reason.trim().slice(0, 200) || 'Charge', amountCents: -d.amountCents, createdAt: d.createdAt })
        .commit(),
    ),
  };
}

/** Tells the top-up worker a wallet crossed its threshold; the 15-minute sweep is the backstop if this is lost. */
export async function tellTopupWorker(rootId: string, companyId: string): Promise<void> {
  await queue()
    .send(WALLET_TOPUP_QUEUE, { kind: 'topup', rootId, companyId })
    .catch((e: unknown) => console.error(JSON.stringify({ level: 'warn', msg: 'wallet top-up message not sent; the sweep will pick it up', error: String(e) })));
}

/**
 * Takes `amountCents` out of a client's wallet for `reason` (the lead engine calls it per lead).
 * One transaction writes the ledger row (conditioned on its key not existing) and lowers the
 * balance (conditioned on it staying at or above 0). The same idempotency key twice debits once.
 *
 * When continual top-up is on and the debit takes the balance to 10% or less of the last top-up's
 * balance, the same transaction records the threshold crossing on the wallet (only if none is
 * pending), and the top-up worker is told; the 15-minute sweep is the backstop if that message is
 * lost. The crossing id keys the charge, so debits racing each other never charge twice.
 */
export async function debitWallet(
  company: { rootId: string; companyId: string },
  amountCents: number,
  reason: string,
  idempotencyKey: string,
  clock: Clock = systemClock,
): Promise<DebitResult> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw validationError('A debit is a whole, positive number of cents.');
  if (!idempotencyKey || idempotencyKey.length > 200) throw validationError('A debit needs an idempotency key of at most 200 characters.');
  const { rootId, companyId } = company;
  const txId = debitTxId(idempotencyKey);
  let crossing: string | undefined;
  let continualOn = false;
  let before = 0;
  const outcome = await runWalletTx(async () => {
    const w = await readWallet(rootId, companyId);
    before = w?.balanceCents ?? 0;
    continualOn = Boolean(w?.continual);
    const after = before - amountCents;
    crossing = w && w.continual && !w.pendingCrossing && w.lastBalanceCents > 0 && after >= 0 && after <= thresholdCents(w.lastBalanceCents) ? `c${w.crossingSeq}` : undefined;
    const line: DebitLine = { rootId, companyId, amountCents, reason, idempotencyKey, createdAt: clock.now().toISOString(), crossing };
    return createWriteTransaction({ wallet: walletEntity, walletTx: walletTxEntity }, (tx) => {
        const items = debitItems(tx, [line]);
        return [items.wallet, ...items.ledger];
      })
      .go();
  });
  if (!outcome.ok) {
    const current = (await readWallet(rootId, companyId))?.balanceCents ?? 0;
    // The row exists: this key was debited before (or concurrently); nothing is taken twice.
    if (outcome.codes[1] === 'ConditionalCheckFailed') return { ok: true, balanceCents: current, txId, duplicate: true };
    return { ok: false, reason: 'insufficient_balance', balanceCents: current };
  }
  if (!crossing && continualOn) {
    // Racing debits may each have read a balance above the threshold; the one that finds the wallet
    // at or below it afterwards claims the crossing (once, by its sequence) and tells the worker.
    const after = await readWallet(rootId, companyId);
    if (after && !after.pendingCrossing && needsTopup(after)) crossing = (await claimCrossing(after))?.pendingCrossing;
  }
  if (crossing) await tellTopupWorker(rootId, companyId);
  return { ok: true, balanceCents: before - amountCents, txId, duplicate: false };
}
