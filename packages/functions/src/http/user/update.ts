import { updateProfile } from '@platform/core/identity/profile';
import { updateProfileSchema } from '@platform/core/identity/profile.contract';
import { httpRoute } from '../../lib/http.js';

/** POST /api/user/update: the signed-in user's profile, step 1, step 2 or both; form fields or JSON. */
export const handler = httpRoute({ auth: 'user', body: updateProfileSchema, form: true }, ({ actor, body }) => updateProfile(actor, body));
