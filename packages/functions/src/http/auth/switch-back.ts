import { switchBack } from '@platform/core/identity/view-mode';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor, ip }) => switchBack(actor, { ip }));
