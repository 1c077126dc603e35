import { saveCard, saveCardRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveCardRequestSchema }, ({ actor, body }) => saveCard(actor, body));
