import { setContinual, walletStopContinualSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: walletStopContinualSchema }, ({ actor, body, ip }) => setContinual(actor, body, { ip }));
