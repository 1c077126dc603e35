import { gohighlevelMenuAuthUrl, menuPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: menuPathSchema }, ({ actor, path }) => gohighlevelMenuAuthUrl(actor, path.companyId));
