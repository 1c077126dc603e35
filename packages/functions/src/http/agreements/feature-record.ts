import { recordFeatureAgreement } from '@platform/core/agreements/feature-agreement';
import { recordFeatureAgreementSchema } from '@platform/core/agreements/feature-agreement.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: recordFeatureAgreementSchema }, ({ actor, body, ip }) =>
  recordFeatureAgreement(actor, body, { ip }),
);
