import { getQuestionnaire } from '@platform/core/onboarding/questionnaire';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => getQuestionnaire(actor));
