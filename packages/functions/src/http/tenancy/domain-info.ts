import { getDomainInfo } from '@platform/core/tenancy/domain-info';
import { domainInfoQuerySchema } from '@platform/core/tenancy/domain-info.contract';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', query: domainInfoQuerySchema }, ({ query }) =>
  getDomainInfo(query.domainorsub),
);
