import { questionnaireSchema, saveQuestionnaire } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: questionnaireSchema }, ({ actor, body }) => saveQuestionnaire(actor, body));
