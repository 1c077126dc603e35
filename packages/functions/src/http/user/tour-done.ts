import { markTourDone, tourDoneSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: tourDoneSchema }, ({ actor, body }) => markTourDone(actor, body.tour));
