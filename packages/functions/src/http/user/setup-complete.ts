import { completeSetup } from '@platform/core/onboarding/onboarding-status';
import { httpRoute } from '../../lib/http.js';

/** PUT /api/leadspeek/user/setupcomplete: the signed-in user finishes Profile Setup. */
export const handler = httpRoute({ auth: 'user' }, ({ actor }) => completeSetup(actor));
