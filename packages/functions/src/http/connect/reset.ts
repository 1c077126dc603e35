import { resetPaymentConnectionPathSchema } from '@platform/core/payments/connected-account.contract';
import { resetPaymentConnection } from '@platform/core/payments/connected-accounts';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: resetPaymentConnectionPathSchema }, ({ actor, path }) => resetPaymentConnection(actor, path.companyId, path.type));
