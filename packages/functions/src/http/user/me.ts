import { getOwnUserData } from '@platform/core/identity/user-data';
import { httpRoute } from '../../lib/http.js';

// The session is checked inside the one batch read of the caller's data: a single round trip.
export const handler = httpRoute({ auth: 'token' }, ({ actor }) => getOwnUserData(actor));
