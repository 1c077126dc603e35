import { openDocument } from '@platform/core/agreements/document-links';
import { docAuthSchema } from '@platform/core/agreements/document-links.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: docAuthSchema }, ({ actor, body }) => openDocument(actor, body.pkdoc));
