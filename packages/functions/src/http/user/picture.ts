import { pictureLocation } from '@platform/core/identity/profile-picture';
import { notFound } from '@platform/core/shared/errors';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

/**
 * GET /api/user/picture/{userId}/{file}: public like logos (an <img> sends no bearer token); the
 * file name is random, so a picture is only found by someone who was shown its URL. Answers a
 * redirect to a one-hour read URL, cached for less than that.
 */
export const handler = httpRoute({ auth: 'public', path: z.object({ userId: idParam, file: z.string().max(80) }) }, async ({ path }) => {
  const location = await pictureLocation(path.userId, path.file);
  if (!location) throw notFound('Picture not found.');
  return { redirect: { location, maxAge: 1800 } };
});
