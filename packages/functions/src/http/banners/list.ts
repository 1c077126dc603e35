import { bannerListQuerySchema } from '@platform/core/banners/banner.contract';
import { listBanners } from '@platform/core/banners/banners';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ companyId: idParam }), query: bannerListQuerySchema }, ({ actor, path, query }) => listBanners(actor, path.companyId, query));
