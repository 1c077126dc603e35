import { addGohighlevelMenu } from '@platform/core/integrations/gohighlevel-menu';
import { addMenuBodySchema, menuPathSchema } from '@platform/core/integrations/gohighlevel-menu.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: menuPathSchema, body: addMenuBodySchema }, ({ actor, path, body, ip }) => addGohighlevelMenu(actor, path.companyId, body, { ip }));
