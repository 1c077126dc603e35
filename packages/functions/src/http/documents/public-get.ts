import { platformDocumentNameSchema, platformDocumentQuerySchema, readPlatformDocument } from '@platform/core';
import { z } from 'zod';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', path: z.object({ name: platformDocumentNameSchema }), query: platformDocumentQuerySchema }, ({ path, query }) =>
  readPlatformDocument(query.domainorsub, path.name),
);
