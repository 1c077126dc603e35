import { checkTableAnswers } from '@platform/core/tenancy/table-health';
import { httpRoute } from '../../lib/http.js';

/** Healthy once the table answers: a read of a key that never exists. */
export const handler = httpRoute({ auth: 'public' }, async () => {
  await checkTableAnswers();
  return { status: 'ok' };
});
