import { campaignLeadReport, leadReportPathSchema, leadReportQuerySchema } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: leadReportPathSchema, query: leadReportQuerySchema }, ({ actor, path, query }) => campaignLeadReport(actor, path, query));
