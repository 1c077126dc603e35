import { setSales, setSalesSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setSalesSchema }, ({ actor, body, ip }) => setSales(actor, body, { ip }));
