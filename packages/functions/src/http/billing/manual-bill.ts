import { manualBillSchema } from '@platform/core/billing/billing.contract';
import { setManualBill } from '@platform/core/billing/switches';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: manualBillSchema }, ({ actor, body, ip }) => setManualBill(actor, body, { ip }));
