import { getWallet } from '@platform/core/wallet/wallet-read';
import { walletPathSchema, walletQuerySchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletPathSchema, query: walletQuerySchema }, ({ actor, path, query }) => getWallet(actor, path.companyId, query.date));
