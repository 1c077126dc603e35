import { z } from 'zod';
import { zonedDayStart, nextDay } from '../audit/zoned-day.js';
import { validationError } from '../shared/errors.js';
import type { Lead } from './lead.entity.js';

/**
 * Paging a lead report from an index (docs/decisions.md, "Campaign reports"): rows come from one
 * index query of a page (`Limit`), in the order asked, never from reading the range. The page's
 * numbers (total, last page) come from the day items the pipeline keeps, so a report of 100,000
 * leads costs its first page what one of 100 does.
 *
 * - Next and previous pages carry a cursor (the last row's time and id), one query each. The query
 *   starts at that row by its key range (the row's own key as the range's bound, the row itself
 *   dropped), not by DynamoDB's ExclusiveStartKey: a deep start key was the one thing a 4x slower
 *   deep page did beyond the first on DynamoDB Local; a key range is the first page's kind of
 *   Query, and on DynamoDB both cost one page (docs/decisions.md, Campaign reports).
 * - A numbered page without a cursor is found from the day counts: the day it starts on, then the
 *   rows of that one day before it are skipped (keys only), so a jump costs at most a day's keys.
 */

export type Order = 'asc' | 'desc';
/** What the query callback is asked for: a range [from, to) and DynamoDB's paging. */
export interface RunOptions {
  order: Order;
  /** Rows wanted: `limit` (no filter: DynamoDB's Limit) or `count` (with a filter: keep reading until that many match). */
  take: number;
  /** An ElectroDB cursor this index answered (reading a whole range page after page). */
  cursor?: string;
  /** Rows after this one in the order asked: the run bounds its key range at the row and drops the row. */
  after?: RowPosition;
  /** Only the keys (for skipping). */
  keysOnly?: boolean;
}
export type Run = (range: { from: string; to: string }, opts: RunOptions) => Promise<{ data: Lead[]; cursor: string | null }>;

/** The cursor given to the web: the last row's time and id, opaque (base64url JSON). */
const cursorSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(200)]);
export type RowPosition = z.infer<typeof cursorSchema>;
export const encodePosition = (l: Pick<Lead, 'receivedAt' | 'leadId'>) => Buffer.from(JSON.stringify([l.receivedAt, l.leadId]), 'utf8').toString('base64url');
const BAD_CURSOR = 'The cursor is not valid.';
export function decodePosition(cursor: string, range: { from: string; to: string }): RowPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationError(BAD_CURSOR, { cursor: [BAD_CURSOR] });
  }
  const p = cursorSchema.safeParse(parsed);
  // A cursor outside the range would be refused by DynamoDB (outside the query's bounds): a 422 here.
  if (!p.success || p.data[0] < range.from || p.data[0] >= range.to) throw validationError(BAD_CURSOR, { cursor: [BAD_CURSOR] });
  return p.data;
}

export interface DayCount {
  day: string;
  count: number;
}

export interface LeadPageRequest {
  /** The report's days (yyyy-MM-dd) and the zone they are in. */
  start: string;
  end: string;
  timeZone: string;
  order: Order;
  page: number;
  perPage: number;
  cursor?: string | undefined;
  /** Rows per day of the range (from the day items), ascending. */
  days: DayCount[];
  run: Run;
}

/**
 * The key range of a run that starts after a row: the range cut at the row's own key (inclusive,
 * so the row may come back: `withoutRow` drops it), and one more row asked for in its place.
 */
export function afterRow(o: RunOptions): { lower?: { receivedAt: string; leadId: string }; upper?: { receivedAt: string; leadId: string }; take: number } {
  if (!o.after) return { take: o.take };
  const [receivedAt, leadId] = o.after;
  const at = { receivedAt, leadId };
  return o.order === 'asc' ? { lower: at, take: o.take + 1 } : { upper: at, take: o.take + 1 };
}

/** The rows of a run that started at `after` less that row itself, at most `take`. */
export const withoutRow = (rows: Lead[], o: RunOptions): Lead[] => (o.after ? rows.filter((l) => l.leadId !== o.after?.[1]).slice(0, o.take) : rows);

export interface LeadPage {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
  data: Lead[];
  next_cursor: string | null;
}

/** A day range in a zone as UTC instants [from, to). */
export const dayRange = (start: string, end: string, timeZone: string) => ({ from: zonedDayStart(start, timeZone).toISOString(), to: zonedDayStart(nextDay(end), timeZone).toISOString() });

export async function leadPage(r: LeadPageRequest): Promise<LeadPage> {
  const range = dayRange(r.start, r.end, r.timeZone);
  const total = r.days.reduce((t, d) => t + d.count, 0);
  const offset = (r.page - 1) * r.perPage;
  const answer = (data: Lead[], more: boolean): LeadPage => ({
    current_page: r.page,
    per_page: r.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / r.perPage)),
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    data,
    next_cursor: more && data.length === r.perPage ? encodePosition(data[data.length - 1] as Lead) : null,
  });

  if (r.cursor) {
    const res = await r.run(range, { order: r.order, take: r.perPage, after: decodePosition(r.cursor, range) });
    return answer(res.data, res.cursor !== null);
  }
  if (offset === 0) {
    const res = await r.run(range, { order: r.order, take: r.perPage });
    return answer(res.data, res.cursor !== null);
  }
  if (offset >= total) return answer([], false);
  // The day the page starts on, in the order asked, and how many of its rows come before.
  const ordered = r.order === 'asc' ? r.days : [...r.days].reverse();
  let before = 0;
  let startDay = ordered[0]?.day ?? r.start;
  for (const d of ordered) {
    if (before + d.count > offset) {
      startDay = d.day;
      break;
    }
    before += d.count;
  }
  const skip = offset - before;
  const dayBounds = dayRange(startDay, startDay, r.timeZone);
  const narrowed = r.order === 'asc' ? { from: dayBounds.from > range.from ? dayBounds.from : range.from, to: range.to } : { from: range.from, to: dayBounds.to < range.to ? dayBounds.to : range.to };
  let after: RowPosition | undefined;
  if (skip > 0) {
    const skipped = await r.run(narrowed, { order: r.order, take: skip, keysOnly: true });
    const last = skipped.data[skipped.data.length - 1];
    if (!last || skipped.data.length < skip) return answer([], false);
    after = [last.receivedAt, last.leadId];
  }
  const res = await r.run(narrowed, { order: r.order, take: r.perPage, ...(after ? { after } : {}) });
  return answer(res.data, res.cursor !== null);
}
