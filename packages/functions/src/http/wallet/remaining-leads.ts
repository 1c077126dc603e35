import { remainingBalanceLeads } from '@platform/core/wallet/wallet-read';
import { walletPathSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletPathSchema }, ({ actor, path }) => remainingBalanceLeads(actor, path.companyId));
