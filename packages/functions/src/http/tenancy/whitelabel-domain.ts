import { whitelabelDomain } from '@platform/core/tenancy/whitelabel-domain';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => whitelabelDomain(actor));
