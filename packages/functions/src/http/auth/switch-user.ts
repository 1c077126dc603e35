import { switchUser, switchUserSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: switchUserSchema }, ({ actor, body, ip }) => switchUser(actor, body.usrID, { ip }));
