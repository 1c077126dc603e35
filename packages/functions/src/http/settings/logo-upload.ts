import { requestLogoUpload } from '@platform/core/settings/general-settings';
import { logoUploadRequestSchema } from '@platform/core/settings/general-settings.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), body: logoUploadRequestSchema },
  ({ actor, path, body }) => requestLogoUpload(actor, path.companyId, body),
);
