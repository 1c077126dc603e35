import { requestProfilePictureUpload } from '@platform/core/identity/profile-picture';
import { profilePictureUploadRequestSchema } from '@platform/core/identity/profile.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', body: profilePictureUploadRequestSchema }, ({ actor, body }) => requestProfilePictureUpload(actor, body));
