import { AUDIT_ACTIONS } from '@platform/core/audit/actions';
import { ACTION_LABELS } from '@platform/core/audit/user-logs.contract';
import { httpRoute } from '../../lib/http.js';

/** The log screen's action filter. */
export const handler = httpRoute({ auth: 'user' }, async () => ({
  params: AUDIT_ACTIONS.map((id) => ({ id, name: ACTION_LABELS[id] })),
}));
