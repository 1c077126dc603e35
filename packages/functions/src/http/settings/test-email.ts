import { sendTestEmail } from '@platform/core/settings/general-settings';
import { testEmailSchema } from '@platform/core/settings/general-settings.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), body: testEmailSchema },
  ({ actor, path, body }) => sendTestEmail(actor, path.companyId, body.to),
);
