import { downloadFileJob } from '@platform/core/jobs/file-job-access';
import { z } from 'zod';
import { httpRoute, idParam } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: z.object({ jobId: idParam }) }, ({ actor, path }) => downloadFileJob(actor, path.jobId));
