import { activePauseSchema, moveCampaign } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: activePauseSchema }, ({ actor, body, ip }) => moveCampaign(actor, body.campaign_id, body.status === 'running' ? 'run' : 'pause', { ip }));
