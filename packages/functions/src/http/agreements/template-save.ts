import { saveAgreementTemplate, saveAgreementTemplateSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveAgreementTemplateSchema }, ({ actor, body }) => saveAgreementTemplate(actor, body));
