import { manualBillSchema, setManualBill } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: manualBillSchema }, ({ actor, body, ip }) => setManualBill(actor, body, { ip }));
