import { readFileJob } from '@platform/core';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ job_id: idParam }) }, ({ actor, path }) => readFileJob(actor, path.job_id));
