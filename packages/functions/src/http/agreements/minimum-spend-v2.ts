import { minimumSpendAgreement } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ company_id: idParam }) }, ({ actor, path }) => minimumSpendAgreement(actor, path.company_id));
