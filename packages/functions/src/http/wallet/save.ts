import { saveWalletAmount } from '@platform/core/wallet/settings';
import { walletSaveSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletSaveSchema }, ({ actor, body, ip }) => saveWalletAmount(actor, body, { ip }));
