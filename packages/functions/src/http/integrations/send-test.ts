import { integrationPathSchema, sendTestDelivery } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: integrationPathSchema }, ({ actor, path }) => sendTestDelivery(actor, path.companyId, path.integrationId));
