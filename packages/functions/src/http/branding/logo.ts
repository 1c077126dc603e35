import { logoLocation } from '@platform/core/settings/logo';
import { notFound } from '@platform/core/shared/errors';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/**
 * GET /api/branding/logo/{companyId}/{file}: public, since the sign-in page shows the logo. Answers
 * a redirect to a one-hour read URL, cached for less than that so a cached answer never points at
 * an expired URL.
 */
export const handler = httpRoute({ auth: 'public', path: z.object({ companyId: idParam, file: z.string().max(80) }) }, async ({ path }) => {
  const location = await logoLocation(path.companyId, path.file);
  if (!location) throw notFound('Logo not found.');
  return { redirect: { location, maxAge: 1800 } };
});
