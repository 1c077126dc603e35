import { downloadBanner } from '@platform/core/banners/banners';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/banner/download/{bannerId}/{kind}: the PNG or the HTML5 snippet, as a file. */
export const handler = httpRoute({ auth: 'user', path: z.object({ bannerId: idParam, kind: z.enum(['png', 'html'], 'Download png or html') }) }, ({ actor, path, event }) =>
  downloadBanner(actor, path.bannerId, path.kind, { host: event.headers.host }),
);
