import { createAgreementFile } from '@platform/core/agreements/document-links';
import { agreementFileSchema } from '@platform/core/agreements/document-links.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: agreementFileSchema }, ({ actor, body }) => createAgreementFile(actor, body));
