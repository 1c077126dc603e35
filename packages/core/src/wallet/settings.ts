import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString, parseMoney } from '../pricing/money.js';
import { validationError } from '../shared/errors.js';
import { actorUser, amountCents } from './manual-topup.js';
import { WALLET_MESSAGES } from './wallet.contract.js';
import type { Wallet } from './wallet.entity.js';
import { walletScope } from './wallet-access.js';
import { ensureWallet, readWallet, runWalletTx, walletKey } from './wallet-store.js';
import { createWriteTransaction } from 'electrodb';
import { walletEntity } from './wallet.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

type Patch = Partial<Pick<Wallet, 'amountCents' | 'customAmount' | 'continual' | 'failedInRow' | 'attempt' | 'capTopups' | 'capAmountCents'>>;

/**
 * One settings change with its user-log row, in one transaction, conditioned on the values it was
 * decided from: a repeat (or twenty at once) finds nothing left to change and writes nothing.
 */
async function change(actor: Actor, companyId: string, description: (name: string) => string, patch: (w: Wallet) => Patch, removeOf: (w: Wallet) => ('notice' | 'pendingCrossing')[], ip: string | undefined, clock: Clock) {
  const { client } = await walletScope(actor, companyId, 'use');
  await ensureWallet(client.rootId, client.companyId);
  const user = await actorUser(actor);
  for (let round = 0; round < 20; round++) {
    const w = (await readWallet(client.rootId, client.companyId)) as Wallet;
    const set = Object.entries(patch(w)).filter(([k, v]) => w[k as keyof Patch] !== v) as [keyof Patch, number | boolean][];
    const remove = removeOf(w).filter((k) => w[k] !== undefined);
    if (set.length === 0 && remove.length === 0) return;
    const audit = await auditRow({ rootId: client.rootId, companyId: client.companyId, user, actingUser: actingUserOf(actor), action: 'wallet_changed', description: description(client.name), ip }, clock);
    const outcome = await runWalletTx(() =>
      createWriteTransaction({ wallet: walletEntity, audit: auditEntity }, ({ wallet, audit: log }) => [
          wallet
            .patch(walletKey(client.rootId, client.companyId))
            .data((a, op) => {
              for (const [k, v] of set) op.set(a[k], v as never);
              for (const r of remove) op.remove(a[r]);
            })
            .where((a, op) =>
              [...set.map(([k]) => op.eq(a[k] as never, w[k] as never)), ...remove.map((r) => op.eq(a[r] as never, w[r] as never))].join(' AND '),
            )
            .commit(),
          log.create(audit).commit(),
        ])
        .go(),
    );
    if (outcome.ok) return;
    if (outcome.codes[0] !== 'ConditionalCheckFailed') throw new Error(`The wallet settings could not be saved: ${outcome.codes.join(', ')}`);
  }
  throw new Error('The wallet settings kept changing under this request.');
}

/** PUT /save: the amount top-ups charge. */
export async function saveWalletAmount(actor: Actor, input: { company_id: string; amount: string; custom_amount: 'T' | 'F' }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const cents = amountCents(input.amount, input.custom_amount === 'T');
  await change(actor, input.company_id, (name) => `Top-up amount of the data wallet of ${name} set to ${centsToString(cents)}`, () => ({ amountCents: cents, customAmount: input.custom_amount === 'T' }), () => [], ctx.ip, clock);
  return { result: 'success' as const, message: WALLET_MESSAGES.saved };
}

/**
 * PUT /stop-continual: T stops continual top-up, F turns it on again. Turning it on clears a stop
 * notice and the failure count (the owner has acted); it needs one top-up first, because the
 * threshold is 10% of the balance after the last top-up.
 */
export async function setContinual(actor: Actor, input: { company_id: string; stop_continual: 'T' | 'F' }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const on = input.stop_continual === 'F';
  const { client } = await walletScope(actor, input.company_id, 'use');
  const w = await ensureWallet(client.rootId, client.companyId);
  if (on && w.lastBalanceCents <= 0) throw validationError(WALLET_MESSAGES.noTopupYet, { stop_continual: [WALLET_MESSAGES.noTopupYet] });
  await change(
    actor,
    input.company_id,
    (name) => `Continual top-up of the data wallet of ${name} ${on ? 'turned on' : 'stopped'}`,
    () => (on ? { continual: true, failedInRow: 0, attempt: 0 } : { continual: false, attempt: 0 }),
    () => (on ? ['notice'] : ['pendingCrossing']),
    ctx.ip,
    clock,
  );
  return { result: 'success' as const, message: on ? WALLET_MESSAGES.continualOn : WALLET_MESSAGES.continualOff, stop_continual: input.stop_continual };
}

/** PUT /cap: the monthly limit of automatic top-ups (count and dollars, whichever comes first). */
export async function setWalletCap(actor: Actor, input: { company_id: string; max_topups: number; max_amount: string }, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const cents = parseMoney(input.max_amount);
  if (cents === undefined || cents <= 0) throw validationError(WALLET_MESSAGES.invalid, { max_amount: [WALLET_MESSAGES.invalid] });
  await change(
    actor,
    input.company_id,
    (name) => `Monthly limit of automatic top-ups of ${name} set to ${input.max_topups} top-ups or ${centsToString(cents)}`,
    () => ({ capTopups: input.max_topups, capAmountCents: cents }),
    // A new limit lifts a "limit reached" notice (the next sweep checks it again); other stops stay.
    (w) => (w.notice === 'cap' ? ['notice'] : []),
    ctx.ip,
    clock,
  );
  return { result: 'success' as const, message: WALLET_MESSAGES.capSaved };
}
