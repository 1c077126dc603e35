import { savePlatformDocument } from '@platform/core/agreements/platform-documents';
import { savePlatformDocumentSchema } from '@platform/core/agreements/platform-documents.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: savePlatformDocumentSchema }, ({ actor, body, ip }) => savePlatformDocument(actor, body, { ip }));
