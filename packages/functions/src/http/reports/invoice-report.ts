import { invoiceReportPathSchema } from '@platform/core/reports/campaign-reports.contract';
import { invoiceReport } from '@platform/core/reports/invoice-report';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: invoiceReportPathSchema }, ({ actor, path }) => invoiceReport(actor, path));
