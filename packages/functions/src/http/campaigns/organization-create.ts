import { createOrganization, createOrganizationSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createOrganizationSchema }, ({ actor, body, ip }) => createOrganization(actor, body, { ip }));
