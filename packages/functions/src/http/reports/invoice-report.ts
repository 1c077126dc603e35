import { invoiceReport, invoiceReportPathSchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: invoiceReportPathSchema }, ({ actor, path }) => invoiceReport(actor, path));
