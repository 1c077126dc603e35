import { settleFailedPayment, settlementSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: settlementSchema }, ({ actor, body, ip }) => settleFailedPayment(actor, body.userID, { ip }));
