import { chargeWallet } from '@platform/core/wallet/manual-topup';
import { walletChargeSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletChargeSchema }, ({ actor, body, ip }) => chargeWallet(actor, body, { ip }));
