import { readDeveloperAgreement } from '@platform/core/developer/developer-agreement';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }) }, ({ actor, path }) => readDeveloperAgreement(actor, path.companyId));
