import { LOG_USER_TYPES, type AuditAction } from '@platform/core/contracts';
import { searchTerm } from '../../components/inputs/autocomplete-rules';

export type LogUserType = (typeof LOG_USER_TYPES)[number];

/** The user-type filter (docs/product.md, User logs): Select All, Enterprise (root), Admin (admin), Client (client). */
export const USER_TYPE_LABELS: Record<LogUserType, string> = { all: 'Select All', root: 'Enterprise', admin: 'Admin', client: 'Client' };
export const USER_TYPE_OPTIONS = LOG_USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));

/** A row's user type in the filter's words; anything else as the API gave it. */
export const userTypeLabel = (type: string): string => (type !== 'all' && type in USER_TYPE_LABELS ? USER_TYPE_LABELS[type as LogUserType] : type);

/** A person the user filter offers (GET …/user-logs/{companyId}/users). */
export interface LogPerson {
  id: string;
  name: string;
  type_user: string;
}

export interface LogFilters {
  action: 'all' | AuditAction;
  userType: LogUserType;
  /** Kept whole, not just the id, so the drawer can name the person before their list has loaded. */
  user: LogPerson | null;
  /** A campaign id, or null for all. */
  campaignID: string | null;
  /** yyyy-MM-dd, or '' for no bound. */
  start: string;
  end: string;
}

export const NO_FILTERS: LogFilters = { action: 'all', userType: 'all', user: null, campaignID: null, start: '', end: '' };

/** Log rows a page (the API's default; docs/product.md, User logs). */
export const LOGS_PER_PAGE = 10;

/** The query of both the list and the CSV download: unset filters are not sent (the API reads them as all). */
export function logsQuery(filters: LogFilters, page?: number): Record<string, string> {
  const q: Record<string, string> = {};
  if (page !== undefined) {
    q.page = String(page);
    q.per_page = String(LOGS_PER_PAGE);
  }
  if (filters.action !== 'all') q.action = filters.action;
  if (filters.userType !== 'all') q.userType = filters.userType;
  if (filters.user) q.userID = filters.user.id;
  if (filters.campaignID) q.campaignID = filters.campaignID;
  if (filters.start) q.start = filters.start;
  if (filters.end) q.end = filters.end;
  return q;
}

/** How many filters are on (the drawer's button says so). */
export const activeFilterCount = (f: LogFilters) =>
  [f.action !== 'all', f.userType !== 'all', f.user !== null, f.campaignID !== null, Boolean(f.start || f.end)].filter(Boolean).length;

/** A chosen person stays chosen under a user type that includes them, and is dropped under one that does not. */
export const personFitsType = (person: LogPerson, userType: LogUserType) => userType === 'all' || person.type_user === userType;

/**
 * What the user filter asks the API to search for: nothing until 3 characters (the autocomplete
 * rule), and nothing while the box just shows the chosen person's name, so reopening the list
 * offers everyone again rather than that one person.
 */
export function peopleSearch(typed: string, chosen: LogPerson | null): string | null {
  if (chosen && typed === chosen.name) return null;
  return searchTerm(typed);
}

/** A campaign filter choice: "campaign name — company (leadspeek_api_id)". */
export function campaignLabel(c: { campaign_name: string; company_name: string | null; leadspeek_api_id: string }): string {
  return `${c.campaign_name}${c.company_name ? ` — ${c.company_name}` : ''} (${c.leadspeek_api_id})`;
}

/** Date shortcuts (docs/product.md, User logs): last week (7 days), last month (30 days), last 3 months (90 days). */
export const DATE_SHORTCUTS = [
  { label: 'Last week', days: 7 },
  { label: 'Last month', days: 30 },
  { label: 'Last 3 months', days: 90 },
] as const;

/** Today's date (yyyy-MM-dd) in a time zone: the log's days are the company's, not the browser's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar day moved by whole days (no time zone or daylight saving involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The range a shortcut picks: from that many days before today, through today. */
export const shortcutRange = (days: number, today: string) => ({ start: addDays(today, -days), end: today });

/** "Showing x to y of z entries" for a page of the logs (the answer has no from and to of its own). */
export function pageSpan(answer: { current_page: number; per_page: number; total: number }, rows: number) {
  const from = rows ? (answer.current_page - 1) * answer.per_page + 1 : 0;
  return { from, to: rows ? from + rows - 1 : 0, total: answer.total };
}
