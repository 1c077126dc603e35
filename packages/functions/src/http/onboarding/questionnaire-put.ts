import { saveQuestionnaire } from '@platform/core/onboarding/questionnaire';
import { questionnaireSchema } from '@platform/core/onboarding/questionnaire.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: questionnaireSchema }, ({ actor, body }) => saveQuestionnaire(actor, body));
