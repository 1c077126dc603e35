import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { centsToString } from '../pricing/money.js';
import { DomainError, notFound, validationError } from '../shared/errors.js';
import { byFields, shardOf } from '../payments/open-payments.js';
import { makeTopupCharge, openTopupCharge } from './topup-charge.js';
import { savedCardOf } from './saved-card.js';
import { checkWalletAmount, WALLET_MESSAGES } from './wallet.contract.js';
import { walletScope } from './wallet-access.js';
import { ensureWallet, readWallet } from './wallet-store.js';
import { walletTxEntity } from './wallet.entity.js';

/** The one amount rule, answered as the spec's message on the amount field. */
export function amountCents(amount: string, customAmount: boolean): number {
  const r = checkWalletAmount(amount, customAmount);
  if (!r.ok) throw validationError(r.message, { amount: [r.message] });
  return r.cents;
}

export async function actorUser(actor: Actor) {
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  return { userId: me.userId, name: me.name, userType: me.userType, companyId: me.companyId };
}

/**
 * POST /charge: tops the wallet up now with the client's saved card, saves the amount as the one
 * continual top-up will charge, and turns continual top-up on or leaves it stopped (stop_continual).
 * A decline answers the gateway's message (402) and changes nothing. The request id keys the charge
 * and the top-up: the same request_id again (a double click, the dialog asking after a lost answer)
 * reaches the same gateway charge and the same ledger row, so one top-up; with another amount it is
 * refused (422). The charge is recorded before it is made; when the gateway does not answer, the
 * answer is `processing` and the record is finished by the next ask, the gateway's event or the
 * reconciliation run (docs/decisions.md, "Money you can trust").
 */
export async function chargeWallet(
  actor: Actor,
  input: { company_id: string; amount: string; custom_amount: 'T' | 'F'; stop_continual: 'T' | 'F'; request_id: string },
  _ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const { client } = await walletScope(actor, input.company_id, 'use');
  const cents = amountCents(input.amount, input.custom_amount === 'T');
  const topupId = `${actor.userId}:${input.request_id}`;
  const balance = async () => centsToString((await readWallet(client.rootId, client.companyId))?.balanceCents ?? 0);
  const done = (await walletTxEntity.get({ rootId: client.rootId, companyId: client.companyId, txId: `topup#${topupId}` }).go({ consistent: true })).data;
  if (done) {
    if (done.amountCents !== cents) throw validationError(WALLET_MESSAGES.requestReused, { amount: [WALLET_MESSAGES.requestReused] });
    return { result: 'success' as const, message: WALLET_MESSAGES.charged, balance_amount: await balance() };
  }
  const card = savedCardOf(client);
  if (!card) throw new DomainError('payment_required', WALLET_MESSAGES.noCard);
  await ensureWallet(client.rootId, client.companyId);
  const key = `wallet-charge:${client.rootId}:${client.companyId}:${topupId}`;
  const open = await openTopupCharge({
    rootId: client.rootId,
    key,
    shard: shardOf(key),
    kind: 'wallet_topup',
    companyId: client.companyId,
    amountCents: cents,
    description: `Data wallet top-up for ${client.name}`,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    topupId,
    customAmount: input.custom_amount === 'T',
    continual: input.stop_continual === 'F',
    ...byFields(await actorUser(actor)),
    createdAt: clock.now().toISOString(),
  });
  const out = await makeTopupCharge(open, clock);
  if (out.status === 'declined') throw new DomainError('payment_required', out.message);
  if (out.status === 'processing') return { status: 202, body: { result: 'processing' as const, message: WALLET_MESSAGES.confirming, balance_amount: await balance() } };
  return { result: 'success' as const, message: WALLET_MESSAGES.charged, balance_amount: await balance() };
}
