import { walletHistory, walletMonthPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletMonthPathSchema }, ({ actor, path }) => walletHistory(actor, path.companyId, path.month));
