import { addCompany, createCompanySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCompanySchema }, ({ actor, body, ip }) => addCompany(actor, body, { ip }));
