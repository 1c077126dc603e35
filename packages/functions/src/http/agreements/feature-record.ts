import { recordFeatureAgreement, recordFeatureAgreementSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: recordFeatureAgreementSchema }, ({ actor, body, ip }) =>
  recordFeatureAgreement(actor, body, { ip }),
);
