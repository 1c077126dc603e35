import { developerModeSchema } from '@platform/core/billing/billing.contract';
import { setDeveloperMode } from '@platform/core/billing/switches';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: developerModeSchema }, ({ actor, body, ip }) => setDeveloperMode(actor, body, { ip }));
