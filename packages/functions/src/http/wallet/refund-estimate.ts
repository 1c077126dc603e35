import { refundEstimate } from '@platform/core/wallet/refund';
import { walletPathSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: walletPathSchema }, ({ actor, path }) => refundEstimate(actor, path.companyId));
