import { bannerImageLocation } from '@platform/core/banners/banners';
import { notFound } from '@platform/core/shared/errors';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/**
 * GET /api/banner/image/{bannerId}/{file}: public, since ad servers load the banner from the
 * snippet. A redirect to a one-hour read URL, cached for less than that. The file is named by the
 * design, so a new design is a new address and a cached answer never shows an old one.
 */
export const handler = httpRoute({ auth: 'public', path: z.object({ bannerId: idParam, file: z.string().max(80) }) }, async ({ path }) => {
  const location = await bannerImageLocation(path.bannerId, path.file);
  if (!location) throw notFound('Banner not found.');
  return { redirect: { location, maxAge: 1800 } };
});
