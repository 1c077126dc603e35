import { agenciesReport } from '@platform/core/reports/agencies-report';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user' }, ({ actor }) => agenciesReport(actor));
