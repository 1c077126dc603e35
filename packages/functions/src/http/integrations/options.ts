import { integrationOptions, optionsPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: optionsPathSchema }, ({ actor, path }) => integrationOptions(actor, path.companyId, path.integrationId, path.kind));
