import { markTourDone } from '@platform/core/identity/tours';
import { tourDoneSchema } from '@platform/core/identity/tours.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: tourDoneSchema }, ({ actor, body }) => markTourDone(actor, body.tour));
