import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupListSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** GET /api/company/group?companyID=: a client's company groups, for the wizard's group choice. */
export const groupsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: campaignKeys.groups(companyId),
    queryFn: ({ signal }) => apiRequest('/company/group', { schema: groupListSchema, query: { companyID: companyId }, signal }),
    select: (answer) => answer.data,
  });

export const useGroups = (companyId: string | null) => useQuery({ ...groupsQueryOptions(companyId ?? ''), enabled: Boolean(companyId) });
