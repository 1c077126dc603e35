import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Query keys of the root's reports; under the session scope, dropped on sign-out. */
export const reportKeys = {
  all: [SESSION_SCOPE, 'reports'] as const,
  analytics: (start: string, end: string) => [...reportKeys.all, 'analytics', start, end] as const,
  rootRevenue: (start: string, end: string) => [...reportKeys.all, 'root-revenue', start, end] as const,
};
