import { useQuery } from '@tanstack/react-query';
import { advanceInformationAnswerSchema, keywordToTagsAnswerSchema, locationAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { campaignKeys } from './keys';

/** GET /api/leadspeek/list-advance-information/{type}: the data a campaign may ask for (the API's own list, so the choices are what it accepts). */
export const useAdvanceInformation = (type: 'local' | 'b2b', enabled = true) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'advance-information', type],
    queryFn: ({ signal }) => apiRequest(`/leadspeek/list-advance-information/${type}`, { schema: advanceInformationAnswerSchema, signal }),
    select: (a) => a.data,
    staleTime: Infinity,
    enabled,
  });

/** GET /api/leadspeek/keyword-to-tags: pasted keyword text as the tags a campaign stores. */
export const keywordToTags = async (keyword: string) => (await apiRequest('/leadspeek/keyword-to-tags', { query: { keyword }, schema: keywordToTagsAnswerSchema })).tags;

/** GET /api/general/enhance/location?q=: cities ("Austin, TX") and states for the location autocomplete. */
export const searchLocations = async (term: string, signal: AbortSignal) => (await apiRequest('/general/enhance/location', { query: { q: term }, schema: locationAnswerSchema, signal })).data;
