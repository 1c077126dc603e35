import { bannerListQuerySchema, listBanners } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyID: idParam }), query: bannerListQuerySchema }, ({ actor, path, query }) => listBanners(actor, path.companyID, query));
