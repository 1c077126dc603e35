import { setWalletCap } from '@platform/core/wallet/settings';
import { walletCapSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletCapSchema }, ({ actor, body, ip }) => setWalletCap(actor, body, { ip }));
