import { listAgreementTemplates } from '@platform/core/agreements/agreements';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => listAgreementTemplates(actor, path.companyId));
