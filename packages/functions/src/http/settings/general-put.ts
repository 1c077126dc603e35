import { updateGeneralSettings } from '@platform/core/settings/general-settings';
import { updateGeneralSettingsSchema } from '@platform/core/settings/general-settings.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute(
  { auth: 'user', path: z.object({ companyId: idParam }), body: updateGeneralSettingsSchema },
  ({ actor, path, body, ip }) => updateGeneralSettings(actor, path.companyId, body, { ip }),
);
