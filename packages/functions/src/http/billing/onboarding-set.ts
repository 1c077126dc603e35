import { onboardingSchema } from '@platform/core/billing/billing.contract';
import { setOnboarding } from '@platform/core/billing/switches';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: onboardingSchema }, ({ actor, body, ip }) => setOnboarding(actor, body, { ip }));
