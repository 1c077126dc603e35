import { endSession } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, async ({ actor }) => {
  await endSession(actor);
  return { result: 'success', message: 'You have been logged out.' };
});
