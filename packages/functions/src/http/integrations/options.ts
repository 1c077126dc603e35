import { integrationOptions, optionsPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: optionsPathSchema }, ({ actor, path }) => integrationOptions(actor, path.company, path.id, path.kind));
