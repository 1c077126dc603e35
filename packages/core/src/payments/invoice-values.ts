/**
 * Invoices' stored values, apart from the contract's schemas: the invoice entity needs them, and a
 * handler loading the entity should not build the contract's schemas.
 */

/**
 * Invoices: the ledger of what the platform charged a company. Every charge writes one, with its
 * lines, number and status, in the same transaction as the state it pays for and its audit entry.
 */
export const INVOICE_KINDS = ['onboarding_fee', 'developer_fee', 'manual_bill_to_date', 'manual_settlement', 'lead_charges', 'wallet_topup', 'setup_fee', 'minimum_spend', 'subscription', 'data_enrichment', 'other'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** open: being charged; paid; failed (owed: Retry payment or a settlement charges it again); refunded. */
export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
