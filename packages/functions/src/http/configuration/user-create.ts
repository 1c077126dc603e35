import { addCompany } from '@platform/core/tenancy/add-company';
import { createCompanySchema } from '@platform/core/tenancy/company-admin.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: createCompanySchema }, ({ actor, body, ip }) => addCompany(actor, body, { ip }));
