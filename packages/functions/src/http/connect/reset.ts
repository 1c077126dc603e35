import { resetPaymentConnection, resetPaymentConnectionPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: resetPaymentConnectionPathSchema }, ({ actor, path }) => resetPaymentConnection(actor, path.companyId, path.type));
