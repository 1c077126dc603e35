import { checkConnectedAccount } from '@platform/core/payments/connected-accounts';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => checkConnectedAccount(actor, path.companyId));
