import { setBillingMethod } from '@platform/core/payments/card';
import { setBillingMethodRequestSchema } from '@platform/core/payments/card.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setBillingMethodRequestSchema }, ({ actor, body, ip }) => setBillingMethod(actor, body.billing_method, { ip }));
