import { getGeneralSettings } from '@platform/core/settings/general-settings';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getGeneralSettings(actor, path.companyId));
