import { setBillingMethod, setBillingMethodRequestSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: setBillingMethodRequestSchema }, ({ actor, body, ip }) => setBillingMethod(actor, body.billing_method, { ip }));
