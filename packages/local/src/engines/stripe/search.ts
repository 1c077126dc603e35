import { z } from 'zod';
import type { ApiRoute } from './engine.js';
import { invalidRequest } from './errors.js';
import { checkLimit, expandItems } from './lists.js';
import { parseParams, zExpand, zInt } from './params.js';
import type { StripeObject } from './store.js';

/**
 * Stripe's search query language, the part the platform needs: clauses `field:value`,
 * `metadata['key']:'value'` (or `:null` for "no such key"), numeric `amount>100`, `created>=<unix>`,
 * `-` to negate, joined by spaces or AND, or all by OR (Stripe refuses mixing them). Unlike
 * Stripe's (which lags writes by up to a minute), results are immediate.
 */
export type FieldKind = 'token' | 'number';

interface Clause {
  negate: boolean;
  field: string;
  key: string | undefined;
  op: ':' | '>' | '<' | '>=' | '<=';
  value: string | null;
}

// field, optional ['key'] or ["key"], operator, then a quoted or bare value.
const CLAUSE = /^(-?)([a-z_]+)(?:\[(?:'([^']*)'|"([^"]*)")\])?(>=|<=|:|>|<)(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([^\s'"]+))/;
const JOIN = /^\s+(?:(AND|OR)\s+)?/i;

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

export function parseQuery(query: string, fields: Record<string, FieldKind>, resource: string): { clauses: Clause[]; any: boolean } {
  const refuse = (why: string) => invalidRequest(`Invalid search query: ${why}`, { param: 'query' });
  const clauses: Clause[] = [];
  const joins = new Set<string>();
  let rest = query.trim();
  if (!rest) throw refuse('it is empty.');
  for (;;) {
    const m = CLAUSE.exec(rest);
    if (!m) throw refuse(`could not read a clause at "${rest.slice(0, 40)}".`);
    const [all, negate, field, k1, k2, op, q1, q2, bare] = m;
    const kind = fields[field!];
    if (!kind) throw refuse(`\`${field}\` is an unsupported search field for \`${resource}\` (fields: ${Object.keys(fields).join(', ')}).`);
    const key = k1 ?? k2;
    if ((field === 'metadata') !== (key !== undefined)) throw refuse(field === 'metadata' ? "metadata needs a key: metadata['key']." : `\`${field}\` takes no key.`);
    const value = q1 !== undefined ? unescape(q1) : q2 !== undefined ? unescape(q2) : bare === 'null' ? null : bare!;
    if (op !== ':' && kind !== 'number') throw refuse(`\`${field}\` takes only ':' (${op} is for numeric fields).`);
    if (kind === 'number' && (value === null || !/^-?\d+$/.test(value))) throw refuse(`\`${field}\` needs a whole number.`);
    clauses.push({ negate: negate === '-', field: field!, key, op: op as Clause['op'], value });
    rest = rest.slice(all.length);
    if (!rest.trim()) break;
    const j = JOIN.exec(rest);
    if (!j) throw refuse(`expected a space, AND or OR at "${rest.slice(0, 40)}".`);
    joins.add((j[1] ?? 'AND').toUpperCase());
    rest = rest.slice(j[0].length);
  }
  if (joins.size > 1) throw refuse('AND and OR cannot be combined in one query.');
  return { clauses, any: joins.has('OR') };
}

function clauseMatches(obj: StripeObject, c: Clause): boolean {
  const raw = c.key !== undefined ? (obj.metadata as Record<string, string> | null)?.[c.key] : obj[c.field];
  const actual = raw === undefined || raw === null ? null : raw;
  let hit: boolean;
  if (c.op === ':') hit = c.value === null ? actual === null : actual !== null && String(actual) === c.value;
  else {
    const a = Number(actual);
    const v = Number(c.value);
    hit = actual !== null && (c.op === '>' ? a > v : c.op === '<' ? a < v : c.op === '>=' ? a >= v : a <= v);
  }
  return c.negate ? !hit : hit;
}

/** The page cursor Stripe calls `next_page`: here, the id of the last object answered. */
const encodePage = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
const decodePage = (page: string) => Buffer.from(page, 'base64url').toString('utf8');

/** `GET <path>?query=...`: Stripe's search_result shape, newest first, `page`/`next_page` paging. */
export function searchRoute(path: string, object: string, fields: Record<string, FieldKind>): ApiRoute {
  const resource = path.split('/')[2]!;
  return {
    method: 'GET',
    path,
    handle(ctx) {
      const p = parseParams(z.object({ query: z.string(), limit: zInt.optional(), page: z.string().optional(), expand: zExpand }), ctx.params);
      const limit = checkLimit(p.limit);
      const { clauses, any } = parseQuery(p.query, fields, resource);
      const found = ctx.engine.store
        .list(object)
        .reverse()
        .filter((o) => (any ? clauses.some((c) => clauseMatches(o, c)) : clauses.every((c) => clauseMatches(o, c))));
      let start = 0;
      if (p.page) {
        const after = found.findIndex((o) => o.id === decodePage(p.page!));
        if (after < 0) throw invalidRequest('The page cursor is not valid for this query.', { param: 'page' });
        start = after + 1;
      }
      const page = found.slice(start, start + limit);
      const hasMore = found.length > start + limit;
      return {
        object: 'search_result',
        data: expandItems(ctx.engine.store, page, p.expand),
        has_more: hasMore,
        next_page: hasMore ? encodePage(page[page.length - 1]!.id) : null,
        url: path,
        // Stripe answers the count only when asked for: expand[]=total_count.
        ...(p.expand?.includes('total_count') ? { total_count: found.length } : {}),
      };
    },
  };
}
