import { clientListTypeSchema } from '@platform/core/exclusions/exclusions.contract';
import { purgeClientExclusions } from '@platform/core/exclusions/service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** DELETE /api/leadspeek/suppressionlist/purge/{ownerId}/{campaignType}: the client's id for 'client', the campaign's for 'campaign'. */
export const handler = httpRoute(
  { auth: 'user', path: z.object({ ownerId: idParam, campaignType: clientListTypeSchema }) },
  ({ actor, path }) => purgeClientExclusions(actor, path.ownerId, path.campaignType),
);
