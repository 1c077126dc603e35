import { getCompanyDetail } from '@platform/core/tenancy/company-detail';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => getCompanyDetail(actor, path.companyId));
