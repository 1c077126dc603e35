import { minimumSpendSchema } from '@platform/core/billing/billing.contract';
import { setMinimumSpendExclusion } from '@platform/core/billing/switches';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: minimumSpendSchema }, ({ actor, body, ip }) => setMinimumSpendExclusion(actor, body, { ip }));
