import { minimumSpendAgreement } from '@platform/core/agreements/document-links';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => minimumSpendAgreement(actor, path.companyId));
