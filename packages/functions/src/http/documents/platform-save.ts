import { savePlatformDocument, savePlatformDocumentSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: savePlatformDocumentSchema }, ({ actor, body, ip }) => savePlatformDocument(actor, body, { ip }));
