import { minimumSpendSchema, toggleMinimumSpend } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: minimumSpendSchema }, ({ actor, body, ip }) => toggleMinimumSpend(actor, body.CompanyID, { ip }));
