import { keywordToTagsQuerySchema } from '@platform/core/audiences/data-options.contract';
import { keywordToTags } from '@platform/core/campaigns/data-options';
import { httpRoute } from '../../lib/http.js';

/** GET /api/leadspeek/keyword-to-tags?keyword=: keyword text (commas, lines) as a campaign's keyword tags. */
export const handler = httpRoute({ auth: 'user', query: keywordToTagsQuerySchema }, ({ query }) => Promise.resolve(keywordToTags(query.keyword)));
