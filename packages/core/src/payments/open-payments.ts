import { createHash } from 'node:crypto';
import type { ChargeBy } from './charge-by.js';
import type { ChargeInput } from '../platform/payment-gateway.js';
import { OPEN_PAYMENT_SHARDS, type OpenPayment } from './open-payment.entity.js';

/** The index partition of a key: stable, so the same call always lands in the same one. */
export const shardOf = (key: string) => `open-payments#${createHash('sha256').update(key).digest()[0]! % OPEN_PAYMENT_SHARDS}`;

export const byOf = (p: Pick<OpenPayment, 'byUserId' | 'byName' | 'byUserType' | 'byCompanyId'>): ChargeBy => ({
  userId: p.byUserId,
  name: p.byName,
  userType: p.byUserType,
  ...(p.byCompanyId ? { companyId: p.byCompanyId } : {}),
});

export const byFields = (by: ChargeBy) => ({ byUserId: by.userId, byName: by.name, byUserType: by.userType, ...(by.companyId ? { byCompanyId: by.companyId } : {}) });

/**
 * The gateway request an open charge stands for, built only from what was recorded: the first call
 * and any repeat (the webhook, the person's retry, the reconciliation run) send the same request
 * under the same key, which the gateway answers with its first result instead of charging again.
 * The metadata names what the money pays for, so a charge found at the gateway leads back to it.
 */
export function chargeRequestOf(p: OpenPayment): ChargeInput {
  if (!p.customerId || !p.paymentMethodId) throw new Error(`The open payment ${p.key} has no card to charge.`);
  const what: Record<string, string> =
    p.kind === 'invoice'
      ? { invoiceId: p.invoiceId ?? '', attempt: String(p.attempt ?? 1) }
      : p.kind === 'wallet_topup'
        ? { kind: 'wallet_topup', topupId: p.topupId ?? '' }
        : { kind: 'wallet_topup', crossing: p.crossing ?? '', attempt: String(p.attempt ?? 0) };
  return {
    customerId: p.customerId,
    paymentMethodId: p.paymentMethodId,
    amountCents: p.amountCents,
    description: p.description,
    idempotencyKey: p.key,
    metadata: { rootId: p.rootId, companyId: p.companyId, idempotencyKey: p.key, ...what },
  };
}
