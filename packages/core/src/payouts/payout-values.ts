/**
 * Payouts' stored values, apart from the contract's schemas: the payout entity needs them, and a
 * handler loading the entity should not build the contract's schemas.
 */

/**
 * Agency payouts (docs/decisions.md, "Agency payouts"): each closed month, the platform transfers
 * to an agency's connected account the margin its clients' payments earned it.
 *
 * empty: nothing earned (final); pending: the amount is fixed and the transfer is being made (a run
 * that stopped here is finished by the next one, with the same key); held: the agency's account
 * cannot take transfers yet (paid by the first run after it can); paid: transferred.
 */
export const PAYOUT_STATUSES = ['empty', 'pending', 'held', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** invoices: a client's billing-run invoices paid in the month; prepaid: leads debited from its wallet; refund: margin of a refunded invoice taken back; carry: what refunds took beyond the previous month's margin. */
export const PAYOUT_LINE_KINDS = ['invoices', 'prepaid', 'refund', 'carry'] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];
