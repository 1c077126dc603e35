import { gohighlevelMenuState } from '@platform/core/integrations/gohighlevel-menu';
import { menuPathSchema } from '@platform/core/integrations/gohighlevel-menu.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: menuPathSchema }, ({ actor, path }) => gohighlevelMenuState(actor, path.companyId));
