import { setPackage, setPackageSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setPackageSchema }, ({ actor, body, ip }) => setPackage(actor, body, { ip }));
