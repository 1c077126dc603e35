import { SESSION_SCOPE } from '../../lib/query/keys';

/** One user's view of a company's staff settings; dropped with the session. */
export const adminKeys = {
  roles: (companyId: string) => [SESSION_SCOPE, 'roles', companyId] as const,
  role: (companyId: string, roleId: string) => [SESSION_SCOPE, 'roles', companyId, roleId] as const,
  administrators: (companyId: string) => [SESSION_SCOPE, 'administrators', companyId] as const,
  salesAccounts: (companyId: string) => [SESSION_SCOPE, 'sales-accounts', companyId] as const,
};
