import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Every wallet query sits under this key, so a change refreshes balance and history together. */
export const WALLET_KEY = [SESSION_SCOPE, 'wallet'] as const;
export const PREPAID = '/configuration/agencies/prepaid';
