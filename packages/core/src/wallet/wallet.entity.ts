import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { WALLET_DEFAULT_CAP, WALLET_TX_TYPES } from './wallet-values.js';

/** Every wallet sits under this one key of the sweep index, so the schedules can walk them all. */
export const WALLET_SCOPE = 'wallet';

/**
 * A company's data wallet: the balance (the sum of its ledger rows, kept here so a debit is one
 * conditioned write), the top-up settings and the continual top-up state. Every change of the
 * balance is a transaction that also writes its ledger row.
 */
export const walletEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'wallet', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      scope: { type: [WALLET_SCOPE] as const, required: true, readOnly: true, default: WALLET_SCOPE },
      balanceCents: { type: 'number', required: true, default: 0 },
      /** Charges and expiries so far: what first-in-first-out consumption has eaten of the top-ups. */
      consumedCents: { type: 'number', required: true, default: 0 },
      /** The amount a top-up charges (the modal's choice) and whether it was a custom amount. */
      amountCents: { type: 'number', required: true, default: 25_000 },
      customAmount: { type: 'boolean', required: true, default: false },
      /** The balance right after the last top-up (last_balance_amount); 10% of it is the threshold. */
      lastBalanceCents: { type: 'number', required: true, default: 0 },
      continual: { type: 'boolean', required: true, default: false },
      /** Threshold crossings settled by an automatic top-up so far; the next crossing is c<seq>. */
      crossingSeq: { type: 'number', required: true, default: 0 },
      /** The crossing waiting for its top-up, set by the debit that crossed (in its transaction). */
      pendingCrossing: { type: 'string' },
      /** Failed charge attempts of the pending crossing (each attempt has its own idempotency key). */
      attempt: { type: 'number', required: true, default: 0 },
      failedInRow: { type: 'number', required: true, default: 0 },
      /** Why continual top-up stopped itself, shown in the modal until the owner acts. */
      notice: { type: ['failures', 'authentication', 'cap'] as const },
      capTopups: { type: 'number', required: true, default: WALLET_DEFAULT_CAP.topups },
      capAmountCents: { type: 'number', required: true, default: WALLET_DEFAULT_CAP.amount * 100 },
      /** Automatic top-ups of capMonth (YYYY-MM, UTC), for the monthly cap. */
      capMonth: { type: 'string' },
      monthTopups: { type: 'number', required: true, default: 0 },
      monthAmountCents: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: [] },
      },
      all: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['scope'] },
        sk: { field: 'gsi1sk', composite: ['rootId', 'companyId'] },
      },
    },
  }),
);
export type Wallet = EntityItem<typeof walletEntity>;

/**
 * One ledger row. `txId` comes from what the row pays for (a debit's idempotency key, a threshold
 * crossing, a top-up being expired or refunded), so writing it is conditioned on it not existing
 * and a repeat cannot apply twice. Amounts are signed cents: top-ups positive, the rest negative.
 */
export const walletTxEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'walletTx', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      txId: { type: 'string', required: true, readOnly: true },
      type: { type: WALLET_TX_TYPES, required: true, readOnly: true },
      title: { type: 'string', required: true, readOnly: true },
      amountCents: { type: 'number', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** Top-ups: when what is left of them expires. */
      expiresAt: { type: 'string', readOnly: true },
      /** Top-ups: set when the daily run expired what was left. */
      expiredAt: { type: 'string' },
      /** Top-ups: what was refunded of them (refunds take the unused part out of this top-up). */
      refundedCents: { type: 'number', default: 0 },
      paymentIntentId: { type: 'string', readOnly: true },
      /** Top-ups: charged by continual top-up rather than by a person. */
      auto: { type: 'boolean', readOnly: true },
      /** The top-up an expiry or refund row takes from. */
      topupId: { type: 'string', readOnly: true },
      /**
       * Refund rows: the gateway's refund, set once it is sent. The row is written first, so a refund
       * is never sent that the ledger does not hold; until this is set the reconciliation run sends it.
       */
      refundId: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['txId'] },
      },
      byDate: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'txId'] },
      },
      byType: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['rootId', 'companyId', 'type'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'txId'] },
      },
    },
  }),
);
export type WalletTxItem = EntityItem<typeof walletTxEntity>;
