import { switchUserSchema } from '@platform/core/identity/account.contract';
import { switchUser } from '@platform/core/identity/view-mode';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: switchUserSchema }, ({ actor, body, ip }) => switchUser(actor, body.usrID, { ip }));
