import { removeBanner } from '@platform/core/banners/banners';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ bannerId: idParam }) }, ({ actor, path }) => removeBanner(actor, path.bannerId));
