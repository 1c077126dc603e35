import { getCard } from '@platform/core/payments/card';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => getCard(actor));
