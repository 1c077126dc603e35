import { isConditionFailure } from '../db/conditions.js';
import type { OpenPayment } from '../payments/open-payment.entity.js';
import { byOf, chargeRequestOf } from '../payments/open-payments.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { ChargeResult } from '../platform/payment-gateway.js';
import { centsToString } from '../pricing/money.js';
import { getCompany } from '../tenancy/companies.js';
import { validationError } from '../shared/errors.js';
import { recordAutoTopupFailure } from './auto-topup-failure.js';
import { creditTopup } from './credit.js';
import { walletGateway } from './gateway.js';
import { WALLET_MESSAGES } from './wallet.contract.js';
import { readWallet } from './wallet-store.js';
import { openPaymentEntity } from '../payments/open-payment.entity.js';

export type TopupChargeOutcome = { status: 'credited' | 'already_credited' } | { status: 'processing' } | { status: 'declined'; message: string };

/** The ledger row a paid top-up writes: keyed by what it pays for, so it is written once. */
export const topupTxIdOf = (p: Pick<OpenPayment, 'kind' | 'topupId' | 'crossing'>) => (p.kind === 'wallet_topup' ? `topup#${p.topupId}` : `topup#auto#${p.crossing}`);

/** Records a top-up's charge before it is made; an identical record already there (a retry) is kept. */
export async function openTopupCharge(p: OpenPayment): Promise<OpenPayment> {
  for (let tries = 0; ; tries++) {
    try {
      await openPaymentEntity.create(p).go();
      return p;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      const existing = (await openPaymentEntity.get({ rootId: p.rootId, key: p.key }).go({ consistent: true })).data;
      if (existing) {
        if (existing.amountCents !== p.amountCents) throw validationError(WALLET_MESSAGES.requestReused, { amount: [WALLET_MESSAGES.requestReused] });
        return existing;
      }
      // The other request (a double click) finished it between the two: record it again; the gateway
      // answers the same key with that charge's result. A burst of identical requests can keep
      // finishing it between our two reads, so each try waits a little longer, with jitter.
      if (tries >= 10) throw e;
      await new Promise((r) => setTimeout(r, (tries + 1) * 10 + Math.random() * 40));
    }
  }
}

/**
 * Makes (or repeats, under the same key) a recorded top-up charge and applies the answer. No answer
 * leaves the record for the gateway's event, the person's retry or the reconciliation run.
 */
export async function makeTopupCharge(p: OpenPayment, clock: Clock = systemClock): Promise<TopupChargeOutcome> {
  let result: ChargeResult;
  try {
    result = await (await walletGateway()).charge(chargeRequestOf(p));
  } catch (e) {
    // The same key with other parameters: the request id was used for another top-up (one that was
    // declined, so nothing of it is left here). The gateway will never make this record's charge:
    // it goes, so the refusal changes nothing and the reconciliation run has nothing to finish.
    if ((e as { type?: string }).type === 'StripeIdempotencyError') {
      await openPaymentEntity.delete({ rootId: p.rootId, key: p.key })
        .where((a, op) => op.eq(a.amountCents, p.amountCents))
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        });
      throw validationError(WALLET_MESSAGES.requestReused, { amount: [WALLET_MESSAGES.requestReused] });
    }
    console.error(JSON.stringify({ level: 'error', msg: 'wallet charge did not complete', key: p.key, error: e instanceof Error ? e.message : String(e) }));
    return { status: 'processing' };
  }
  return applyTopupCharge(p, result, clock);
}

/**
 * A top-up charge's answer: paid is credited (the ledger row, the balance and the record's removal
 * in one transaction); declined removes the record (a manual top-up changes nothing else; an
 * automatic one counts a failed attempt); still processing waits.
 */
export async function applyTopupCharge(p: OpenPayment, result: ChargeResult, clock: Clock = systemClock): Promise<TopupChargeOutcome> {
  if (result.status === 'processing') return { status: 'processing' };
  if (result.status === 'failed') {
    if (p.kind === 'wallet_auto_topup') {
      const w = await readWallet(p.rootId, p.companyId);
      const client = await getCompany(p.rootId, p.companyId);
      if (w && client && p.crossing) await recordAutoTopupFailure(w, client, p, result.requiresAction, result.message);
      else await openPaymentEntity.delete({ rootId: p.rootId, key: p.key }).go();
    } else {
      await openPaymentEntity.delete({ rootId: p.rootId, key: p.key }).go();
    }
    return { status: 'declined', message: result.message };
  }
  const client = await getCompany(p.rootId, p.companyId);
  const auto = p.kind === 'wallet_auto_topup';
  const credit = await creditTopup({
    rootId: p.rootId,
    companyId: p.companyId,
    txId: topupTxIdOf(p),
    title: auto ? 'Automatic top-up' : 'Top-up',
    amountCents: p.amountCents,
    paymentIntentId: result.paymentIntentId,
    auto,
    now: clock.now(),
    openKey: p.key,
    ...(auto && p.crossing ? { crossing: p.crossing } : {}),
    ...(!auto ? { settings: { amountCents: p.amountCents, ...(p.customAmount !== undefined ? { customAmount: p.customAmount } : {}), ...(p.continual !== undefined ? { continual: p.continual } : {}) } } : {}),
    audit: {
      user: byOf(p),
      action: 'wallet_topup',
      description: auto
        ? `Continual top-up of ${centsToString(p.amountCents)} to the data wallet of ${client?.name ?? p.companyId}`
        : `Topped up the data wallet of ${client?.name ?? p.companyId} by ${centsToString(p.amountCents)}${p.continual ? ' (continual top-up on)' : ''}`,
    },
  });
  return { status: credit.credited ? 'credited' : 'already_credited' };
}
