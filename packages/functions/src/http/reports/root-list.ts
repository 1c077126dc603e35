import { rootList } from '@platform/core/reports/root-list';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => rootList(actor));
