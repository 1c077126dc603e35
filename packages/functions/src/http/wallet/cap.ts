import { setWalletCap, walletCapSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletCapSchema }, ({ actor, body, ip }) => setWalletCap(actor, body, { ip }));
