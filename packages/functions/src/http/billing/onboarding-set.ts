import { onboardingSchema, setOnboarding } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: onboardingSchema }, ({ actor, body, ip }) => setOnboarding(actor, body, { ip }));
