import { settlementSchema } from '@platform/core/billing/billing.contract';
import { settleFailedPayment } from '@platform/core/billing/switches';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: settlementSchema }, ({ actor, body, ip }) => settleFailedPayment(actor, body.userID, { ip }));
