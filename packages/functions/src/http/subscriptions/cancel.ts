import { cancelSubscriptionSchema } from '@platform/core/subscriptions/subscription.contract';
import { cancelSubscription } from '@platform/core/subscriptions/subscriptions';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: cancelSubscriptionSchema }, ({ actor, body, ip }) => cancelSubscription(actor, body, { ip }));
