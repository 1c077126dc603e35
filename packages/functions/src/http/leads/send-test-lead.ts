import { sendTestLead } from '@platform/core/leads/send-test-lead';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: z.object({ campaign_id: idParam }) }, ({ actor, body }) => sendTestLead(actor, body.campaign_id));
