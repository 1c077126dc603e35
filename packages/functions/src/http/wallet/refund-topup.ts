import { refundTopup, walletRefundSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletRefundSchema }, ({ actor, body, ip }) => refundTopup(actor, body, { ip }));
