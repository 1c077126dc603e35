import { walletHistory } from '@platform/core/wallet/wallet-read';
import { walletMonthPathSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletMonthPathSchema }, ({ actor, path }) => walletHistory(actor, path.companyId, path.month));
