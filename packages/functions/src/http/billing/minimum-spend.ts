import { minimumSpendSchema, setMinimumSpendExclusion } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: minimumSpendSchema }, ({ actor, body, ip }) => setMinimumSpendExclusion(actor, body, { ip }));
