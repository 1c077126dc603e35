/**
 * The wallet's stored values, apart from the contract's schemas: the wallet entity needs them, and
 * a handler loading the entity should not build the wallet's schemas.
 */

/** The monthly cap on automatic top-ups the owner starts with. */
export const WALLET_DEFAULT_CAP = { topups: 10, amount: 10_000 } as const;

export const WALLET_TX_TYPES = ['topup', 'charge', 'other'] as const;
export type WalletTxType = (typeof WALLET_TX_TYPES)[number];
