import { chargeWallet, walletChargeSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletChargeSchema }, ({ actor, body, ip }) => chargeWallet(actor, body, { ip }));
