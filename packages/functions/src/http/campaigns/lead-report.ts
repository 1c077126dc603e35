import { leadReportPathSchema, leadReportQuerySchema } from '@platform/core/campaigns/campaign.contract';
import { campaignLeadReport } from '@platform/core/leads/lead-report';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'user', path: leadReportPathSchema, query: leadReportQuerySchema }, ({ actor, path, query }) => campaignLeadReport(actor, path, query));
