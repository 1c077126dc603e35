import { featureAgreementStatus } from '@platform/core/agreements/feature-agreement';
import { FEATURE_IDS } from '@platform/core/agreements/feature-agreement.contract';
import { z } from 'zod';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ featureId: z.enum(FEATURE_IDS) }) }, ({ actor, path }) =>
  featureAgreementStatus(actor, path.featureId),
);
