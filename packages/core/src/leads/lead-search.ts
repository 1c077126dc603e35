import { validationError } from '../shared/errors.js';
import type { CampaignModule } from '../campaigns/modules.js';
import { searchKeyOf, type Lead } from './lead.entity.js';
import type { LeadStatus } from './lead-status.js';
import type { Order } from './lead-pages.js';
import { leadEntity } from './lead.entity.js';

/**
 * Leads management's search (docs/decisions.md, "Campaign reports"): what is searchable is what an
 * index keeps in order, so a search is a key-range Query, never a read of the agency's leads.
 *
 * - One word: the beginning of an e-mail address or of a last name ("smi" finds Smith and
 *   smith.j@...); a word with "@" is an e-mail's beginning only.
 * - Several words: a whole last name and a first name, either order, the first name may be a
 *   beginning ("sam smithers", "smithers sa", "sa smithers"): the name key is "last first".
 *
 * The days, client and status are filters on those keys. Reading is bounded: more than
 * SEARCH_READ_LIMIT index rows for one beginning is refused with how to narrow it, never answered
 * in part.
 */

/** Index rows one search may read (each beginning's Query stops here). */
export const SEARCH_READ_LIMIT = 2_000;
/** Rows per Query request (DynamoDB's Limit: rows read before the filters). */
const READ_PAGE = 500;

export interface SearchScope {
  rootId: string;
  agencyId: string;
  module: CampaignModule;
  /** UTC instants [from, to). */
  range: { from: string; to: string };
  clientId?: string | undefined;
  status?: LeadStatus | undefined;
}

/** The index beginnings a search text asks for. */
export function searchBeginnings(text: string): { email: string[]; name: string[] } {
  const words = searchKeyOf(text).split(' ').filter(Boolean);
  const [only] = words;
  if (words.length === 1 && only) return only.includes('@') ? { email: [only], name: [] } : { email: [only], name: [only] };
  if (words.length === 0) return { email: [], name: [] };
  // The name key is "last first": "john smith" is read as last name smith, first name john; "smith john" as typed.
  const last = words[words.length - 1] as string;
  const lastFirst = [last, ...words.slice(0, -1)].join(' ');
  return { email: [], name: [...new Set([lastFirst, words.join(' ')])] };
}

const tooMany = (text: string) => {
  const message = `More than ${SEARCH_READ_LIMIT.toLocaleString('en-US')} leads begin with “${text}”: type more of the e-mail or name, or choose a client.`;
  return validationError(message, { searchkey: [message] });
};

/** The leads of one index beginning within the scope, read in pages up to the bound. */
async function beginningOf(scope: SearchScope, index: 'email' | 'name', beginning: string, text: string): Promise<Lead[]> {
  const lead = leadEntity;
  const pk = { rootId: scope.rootId, agencyId: scope.agencyId, module: scope.module };
  const q = index === 'email' ? lead.query.byAgencyEmail(pk).begins({ emailKey: beginning }) : lead.query.byAgencyName(pk).begins({ nameKey: beginning });
  const filtered = q.where((a, op) =>
    [
      op.eq(a.agencyId, scope.agencyId),
      op.gte(a.receivedAt, scope.range.from),
      op.lt(a.receivedAt, scope.range.to),
      ...(scope.clientId ? [op.eq(a.companyId, scope.clientId)] : []),
      ...(scope.status ? [op.eq(a.status, scope.status)] : []),
    ].join(' AND '),
  );
  const out: Lead[] = [];
  let cursor: string | null = null;
  for (let read = 0; ; read += READ_PAGE) {
    if (read >= SEARCH_READ_LIMIT) throw tooMany(text);
    const res: { data: Lead[]; cursor: string | null } = await filtered.go({ limit: READ_PAGE, ...(cursor ? { cursor } : {}) });
    out.push(...res.data);
    cursor = res.cursor;
    if (!cursor) return out;
  }
}

/**
 * Every lead matching a search text in the scope, by date in the order asked (then id), each once.
 * Costs the matching index rows (at most SEARCH_READ_LIMIT a beginning), whatever the agency holds.
 */
export async function searchLeads(scope: SearchScope, text: string, order: Order): Promise<Lead[]> {
  const b = searchBeginnings(text);
  const found = await Promise.all([...b.email.map((x) => beginningOf(scope, 'email', x, text)), ...b.name.map((x) => beginningOf(scope, 'name', x, text))]);
  const byId = new Map(found.flat().map((l) => [l.leadId, l]));
  const sign = order === 'asc' ? 1 : -1;
  return [...byId.values()].sort((x, y) => sign * (x.receivedAt === y.receivedAt ? (x.leadId < y.leadId ? -1 : 1) : x.receivedAt < y.receivedAt ? -1 : 1));
}
