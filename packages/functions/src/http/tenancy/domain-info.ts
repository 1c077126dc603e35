import { domainInfoQuerySchema, getDomainInfo } from '@platform/core';
import { httpRoute } from '../../lib/http.js';

export const handler = httpRoute({ auth: 'public', query: domainInfoQuerySchema }, ({ query }) =>
  getDomainInfo(query.domainorsub),
);
