import { optionsPathSchema } from '@platform/core/integrations/integrations.contract';
import { integrationOptions } from '@platform/core/integrations/options';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: optionsPathSchema }, ({ actor, path }) => integrationOptions(actor, path.companyId, path.integrationId, path.kind));
