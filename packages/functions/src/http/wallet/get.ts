import { getWallet, walletPathSchema, walletQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletPathSchema, query: walletQuerySchema }, ({ actor, path, query }) => getWallet(actor, path.companyId, query.date));
