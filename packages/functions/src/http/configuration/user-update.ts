import { updateCompany, updateCompanySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateCompanySchema }, ({ actor, body, ip }) => updateCompany(actor, body, { ip }));
