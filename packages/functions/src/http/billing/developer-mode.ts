import { developerModeSchema, setDeveloperMode } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: developerModeSchema }, ({ actor, body, ip }) => setDeveloperMode(actor, body, { ip }));
