import { remainingBalanceLeads, walletPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletPathSchema }, ({ actor, path }) => remainingBalanceLeads(actor, path.companyId));
