import { rootOptOutUploads } from '@platform/core/exclusions/service';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ rootId: idParam }) }, ({ actor, path }) => rootOptOutUploads(actor, path.rootId));
