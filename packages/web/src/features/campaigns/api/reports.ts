import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignChartSchema, campaignInitDateSchema, invoiceReportSchema, underPerformSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** GET /api/leadspeek/report/chart/{campaignId}/{start}/{end}: a campaign's leads and spend per day. */
export const chartQueryOptions = (campaignId: string, start: string, end: string) =>
  queryOptions({
    queryKey: [...campaignKeys.one(campaignId), 'chart', start, end] as const,
    queryFn: ({ signal }) => apiRequest(`/leadspeek/report/chart/${encodeURIComponent(campaignId)}/${start}/${end}`, { schema: campaignChartSchema, signal }),
  });
export const useCampaignChart = (campaignId: string, start: string, end: string) => useQuery(chartQueryOptions(campaignId, start, end));

/** GET /api/leadspeek/report/initdate/{campaignId}: the first day with data and today, for the date pickers. */
export const useCampaignInitDate = (campaignId: string) =>
  useQuery({
    queryKey: [...campaignKeys.one(campaignId), 'initdate'] as const,
    queryFn: ({ signal }) => apiRequest(`/leadspeek/report/initdate/${encodeURIComponent(campaignId)}`, { schema: campaignInitDateSchema, signal }),
  });

/** GET /api/leadspeek/report/invoice/{companyId}/{start}/{end}: a company's invoices of those days. */
export const useInvoiceReport = (companyId: string | null, start: string, end: string) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'invoice-report', companyId, start, end] as const,
    queryFn: ({ signal }) => apiRequest(`/leadspeek/report/invoice/${encodeURIComponent(companyId ?? '')}/${start}/${end}`, { schema: invoiceReportSchema, signal }),
    enabled: companyId !== null,
  });

/** GET /api/configuration/get-under-perform-campaigns: the caller's under-performing running campaigns. */
export const underPerformingQueryOptions = () =>
  queryOptions({
    queryKey: [...campaignKeys.all, 'under-performing'] as const,
    queryFn: ({ signal }) => apiRequest('/configuration/get-under-perform-campaigns', { schema: underPerformSchema, signal }),
  });
export const useUnderPerforming = (enabled = true) => useQuery({ ...underPerformingQueryOptions(), enabled });
