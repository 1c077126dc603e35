import { docAuthSchema, openDocument } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: docAuthSchema }, ({ actor, body }) => openDocument(actor, body.pkdoc));
