import { refundTopup } from '@platform/core/wallet/refund';
import { walletRefundSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletRefundSchema }, ({ actor, body, ip }) => refundTopup(actor, body, { ip }));
