import { addSalesAccount } from '@platform/core/roles/sales-accounts';
import { addSalesAccountSchema } from '@platform/core/roles/sales-accounts.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: addSalesAccountSchema }, ({ actor, body, ip }) => addSalesAccount(actor, body, { ip }));
