import { recordDeveloperAgreement } from '@platform/core/developer/developer-agreement';
import { recordDeveloperAgreementSchema } from '@platform/core/developer/developer.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: recordDeveloperAgreementSchema }, ({ actor, body, ip }) => recordDeveloperAgreement(actor, body, { ip }));
