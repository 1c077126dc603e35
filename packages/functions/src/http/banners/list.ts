import { bannerListQuerySchema, listBanners } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: bannerListQuerySchema }, ({ actor, path, query }) => listBanners(actor, path.companyId, query));
