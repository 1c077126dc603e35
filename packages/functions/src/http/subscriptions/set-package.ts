import { setPackageSchema } from '@platform/core/subscriptions/subscription.contract';
import { setPackage } from '@platform/core/subscriptions/subscriptions';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setPackageSchema }, ({ actor, body, ip }) => setPackage(actor, body, { ip }));
