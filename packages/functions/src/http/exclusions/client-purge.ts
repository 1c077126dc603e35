import { clientListTypeSchema, purgeClientExclusions } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** DELETE /api/leadspeek/suppressionlist/purge/{id}/{campaignType}: the client's id for 'client', the campaign's for 'campaign'. */
export const handler = httpRoute(
  { auth: 'user', path: z.object({ id: idParam, campaignType: clientListTypeSchema }) },
  ({ actor, path }) => purgeClientExclusions(actor, path.id, path.campaignType),
);
