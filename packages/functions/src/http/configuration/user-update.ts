import { updateCompanySchema } from '@platform/core/tenancy/company-admin.contract';
import { updateCompany } from '@platform/core/tenancy/edit-company';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: updateCompanySchema }, ({ actor, body, ip }) => updateCompany(actor, body, { ip }));
