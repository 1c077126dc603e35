import type { PaymentGateway } from '../platform/payment-gateway.js';

/**
 * The payment gateway, loaded when a charge or refund is made: the stripe SDK is about 250 KB, and
 * a handler that may charge (or the worker, which mostly finds nothing to do) should not load it at
 * every cold start (the 425 KB import budget, tests/infra/bundle.test.ts).
 */
export async function walletGateway(): Promise<PaymentGateway> {
  const { gateway } = await import('../payments/stripe-gateway.js');
  return gateway();
}
