import type { Company } from '../tenancy/company.entity.js';

/**
 * The client's saved card that top-ups charge: the payment customer and default payment method
 * the payments capability keeps on the company (Card Setting). Undefined without a card.
 */
export function savedCardOf(company: Company): { customerId: string; paymentMethodId: string } | undefined {
  if (!company.customerPaymentId || !company.cardPaymentMethodId) return undefined;
  return { customerId: company.customerPaymentId, paymentMethodId: company.cardPaymentMethodId };
}
