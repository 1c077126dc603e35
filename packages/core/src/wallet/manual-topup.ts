import type { Actor } from '../access/actor.js';
import { actingUserOf } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { walletGateway } from './gateway.js';
import { centsToString } from '../pricing/money.js';
import { DomainError, notFound, validationError } from '../shared/errors.js';
import { creditTopup } from './credit.js';
import { savedCardOf } from './saved-card.js';
import { checkWalletAmount, WALLET_MESSAGES } from './wallet.contract.js';
import { walletScope } from './wallet-access.js';
import { ensureWallet, readWallet } from './wallet-store.js';

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
 * A decline answers the gateway's message (402) and changes nothing. The same request_id again
 * (a double click, a retry) reaches the same gateway charge and the same ledger row: one top-up.
 */
export async function chargeWallet(
  actor: Actor,
  input: { company_id: string; amount: string; custom_amount: 'T' | 'F'; stop_continual: 'T' | 'F'; request_id: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
) {
  const { client } = await walletScope(actor, input.company_id, 'use');
  const cents = amountCents(input.amount, input.custom_amount === 'T');
  const card = savedCardOf(client);
  if (!card) throw new DomainError('payment_required', WALLET_MESSAGES.noCard);
  await ensureWallet(client.rootId, client.companyId);
  // The request id keys the charge and the top-up: a double click or a retry charges once.
  const topupId = `${actor.userId}:${input.request_id}`;
  const result = await (await walletGateway()).charge({
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: cents,
    description: `Data wallet top-up for ${client.name}`,
    idempotencyKey: `wallet-charge:${client.rootId}:${client.companyId}:${topupId}`,
    metadata: { rootId: client.rootId, companyId: client.companyId, kind: 'wallet_topup', topupId },
  });
  if (!result.ok) throw new DomainError('payment_required', result.message);
  const continual = input.stop_continual === 'F';
  const credit = await creditTopup({
    rootId: client.rootId,
    companyId: client.companyId,
    txId: `topup#${topupId}`,
    title: 'Top-up',
    amountCents: cents,
    paymentIntentId: result.paymentIntentId,
    auto: false,
    now: clock.now(),
    settings: { amountCents: cents, customAmount: input.custom_amount === 'T', continual },
    audit: {
      user: await actorUser(actor),
      actingUser: actingUserOf(actor),
      action: 'wallet_topup',
      description: `Topped up the data wallet of ${client.name} by ${centsToString(cents)}${continual ? ' (continual top-up on)' : ''}`,
      ip: ctx.ip,
    },
  });
  const balance = credit.credited ? credit.balanceCents : ((await readWallet(client.rootId, client.companyId))?.balanceCents ?? 0);
  return { result: 'success' as const, message: WALLET_MESSAGES.charged, balance_amount: centsToString(balance) };
}
