import { downloadWalletHistory } from '@platform/core/wallet/wallet-read';
import { walletMonthPathSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletMonthPathSchema }, ({ actor, path }) => downloadWalletHistory(actor, path.companyId, path.month));
