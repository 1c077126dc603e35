import { menuPathSchema, removeGohighlevelMenu } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: menuPathSchema }, ({ actor, path, ip }) => removeGohighlevelMenu(actor, path.companyId, { ip }));
