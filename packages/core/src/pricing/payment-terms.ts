/** Payment terms (docs/product.md, Payment terms): Weekly, Monthly, One Time, Prepaid; Weekly when unset. */
export const PAYMENT_TERMS = ['Weekly', 'Monthly', 'OneTime', 'Prepaid'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_TERM: PaymentTerm = 'Weekly';

export const TERM_LABEL: Record<PaymentTerm, string> = {
  Weekly: 'Weekly',
  Monthly: 'Monthly',
  OneTime: 'One Time',
  Prepaid: 'Prepaid',
};

export interface TermWording {
  /** The period label next to a per-period fee: "per week", "per month", or none. */
  period: string | null;
  /** "...included in that weekly charge". */
  inCharge: string | null;
  /** "...deducted from the weekly charge". */
  fromCharge: string | null;
}

/** The wording the cost screens use for a term. One Time shows none; Prepaid uses monthly wording. */
export function termWording(term: PaymentTerm | undefined | null): TermWording {
  switch (term ?? DEFAULT_TERM) {
    case 'Weekly':
      return { period: 'per week', inCharge: 'in that weekly charge', fromCharge: 'from the weekly charge' };
    case 'Monthly':
    case 'Prepaid':
      return { period: 'per month', inCharge: 'in that monthly charge', fromCharge: 'from the monthly charge' };
    case 'OneTime':
      return { period: null, inCharge: null, fromCharge: null };
  }
}
