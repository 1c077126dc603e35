import { recordDeveloperAgreement, recordDeveloperAgreementSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: recordDeveloperAgreementSchema }, ({ actor, body, ip }) => recordDeveloperAgreement(actor, body, { ip }));
