import { downloadBanner } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/** GET /api/banner/download/{bannerID}/{kind}: the PNG or the HTML5 snippet, as a file. */
export const handler = httpRoute({ auth: 'user', path: z.object({ bannerID: idParam, kind: z.enum(['png', 'html'], 'Download png or html') }) }, ({ actor, path, event }) =>
  downloadBanner(actor, path.bannerID, path.kind, { host: event.headers.host }),
);
