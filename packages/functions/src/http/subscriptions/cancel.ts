import { cancelSubscription, cancelSubscriptionSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: cancelSubscriptionSchema }, ({ actor, body, ip }) => cancelSubscription(actor, body, { ip }));
