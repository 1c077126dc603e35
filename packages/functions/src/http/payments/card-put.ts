import { saveCard } from '@platform/core/payments/card';
import { saveCardRequestSchema } from '@platform/core/payments/card.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveCardRequestSchema }, ({ actor, body }) => saveCard(actor, body));
