import { removeGohighlevelMenu } from '@platform/core/integrations/gohighlevel-menu';
import { menuPathSchema } from '@platform/core/integrations/gohighlevel-menu.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: menuPathSchema }, ({ actor, path, ip }) => removeGohighlevelMenu(actor, path.companyId, { ip }));
