import type { ChargeResult, GatewayCharge } from '../platform/payment-gateway.js';

/** A PaymentIntent read back from the gateway, as the answer its charge call would have given. */
export function answerOfCharge(c: Pick<GatewayCharge, 'paymentIntentId' | 'status' | 'amountCents' | 'lastErrorCode' | 'lastErrorMessage'>): ChargeResult {
  if (c.status === 'succeeded') return { ok: true, status: 'succeeded', paymentIntentId: c.paymentIntentId, amountCents: c.amountCents };
  if (c.status === 'processing') return { ok: false, status: 'processing', paymentIntentId: c.paymentIntentId };
  return {
    ok: false,
    status: 'failed',
    paymentIntentId: c.paymentIntentId,
    code: c.lastErrorCode ?? (c.status === 'requires_action' ? 'authentication_required' : 'payment_failed'),
    declineCode: null,
    message: c.lastErrorMessage ?? 'The payment could not be completed.',
    // Off-session, a charge that needs the payer present cannot succeed without them.
    requiresAction: c.status === 'requires_action',
  };
}
