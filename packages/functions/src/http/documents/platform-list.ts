import { listPlatformDocuments } from '@platform/core/agreements/platform-documents';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => listPlatformDocuments(actor));
