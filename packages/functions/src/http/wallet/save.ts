import { saveWalletAmount, walletSaveSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletSaveSchema }, ({ actor, body, ip }) => saveWalletAmount(actor, body, { ip }));
