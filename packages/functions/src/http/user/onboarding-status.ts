import { getOnboardingStatus } from '@platform/core/onboarding/onboarding-status';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ userId: idParam }) }, ({ actor, path }) => getOnboardingStatus(actor, path.userId));
