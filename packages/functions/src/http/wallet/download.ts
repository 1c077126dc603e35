import { downloadWalletHistory, walletMonthPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletMonthPathSchema }, ({ actor, path }) => downloadWalletHistory(actor, path.companyId, path.month));
