import { setContinual } from '@platform/core/wallet/settings';
import { walletStopContinualSchema } from '@platform/core/wallet/wallet.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletStopContinualSchema }, ({ actor, body, ip }) => setContinual(actor, body, { ip }));
