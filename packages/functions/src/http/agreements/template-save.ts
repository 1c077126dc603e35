import { saveAgreementTemplate } from '@platform/core/agreements/agreements';
import { saveAgreementTemplateSchema } from '@platform/core/agreements/agreements.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: saveAgreementTemplateSchema }, ({ actor, body }) => saveAgreementTemplate(actor, body));
