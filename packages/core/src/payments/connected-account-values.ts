/**
 * Connected accounts' stored values, apart from the contract's schemas: the connected-account
 * entity needs them, and a handler loading the entity should not build the contract's schemas.
 */

/**
 * Stripe Connect Express accounts: an agency's (its clients pay it) and a sales person's
 * (commissions). The account's state comes from the gateway (`account.updated` events and reads);
 * the web app reads it here and shows the notices (docs/product.md, Messages) by role and status.
 */
export const CONNECTED_ACCOUNT_STATUSES = ['', 'pending', 'inverification', 'completed', 'failed'] as const;
export type ConnectedAccountStatusValue = (typeof CONNECTED_ACCOUNT_STATUSES)[number];

export const CONNECTION_TYPES = ['agency', 'sales'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
