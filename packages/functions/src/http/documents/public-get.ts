import { readPlatformDocument } from '@platform/core/agreements/platform-documents';
import { platformDocumentNameSchema, platformDocumentQuerySchema } from '@platform/core/agreements/platform-documents.contract';
import { z } from 'zod';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', path: z.object({ name: platformDocumentNameSchema }), query: platformDocumentQuerySchema }, ({ path, query }) =>
  readPlatformDocument(query.domainorsub, path.name),
);
