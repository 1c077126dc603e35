import { profilePictureUploadRequestSchema, requestProfilePictureUpload } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: profilePictureUploadRequestSchema }, ({ actor, body }) => requestProfilePictureUpload(actor, body));
