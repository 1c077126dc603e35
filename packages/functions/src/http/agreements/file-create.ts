import { agreementFileSchema, createAgreementFile } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: agreementFileSchema }, ({ actor, body }) => createAgreementFile(actor, body));
