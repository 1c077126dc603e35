import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Query keys of the module pages; under the session scope, dropped on sign-out. */
export const campaignKeys = {
  all: [SESSION_SCOPE, 'campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (params: object) => [...campaignKeys.lists(), params] as const,
  one: (id: string) => [...campaignKeys.all, 'one', id] as const,
  leads: (params: object) => [...campaignKeys.all, 'leads', params] as const,
  dashboard: (module: string, company: string) => [...campaignKeys.all, 'dashboard', module, company] as const,
  groups: (company: string) => [...campaignKeys.all, 'groups', company] as const,
  clients: (agency: string, search: string) => [...campaignKeys.all, 'clients', agency, search] as const,
};
