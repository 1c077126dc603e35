import { addSalesAccount, addSalesAccountSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: addSalesAccountSchema }, ({ actor, body, ip }) => addSalesAccount(actor, body, { ip }));
