import { checkEmbedCode } from '@platform/core/leads/check-embed-code';
import { embedCheckUrlSchema } from '@platform/core/leads/lead-tools.contract';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: z.object({ campaign_id: idParam, url: embedCheckUrlSchema }) }, ({ actor, body }) => checkEmbedCode(actor, body.campaign_id, body.url));
