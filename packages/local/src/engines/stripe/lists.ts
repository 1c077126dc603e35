import { z } from 'zod';
import type { ApiRoute, Ctx } from './engine.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { expand, parseParams, zExpand, zInt } from './params.js';
import type { Store, StripeObject } from './store.js';

/** `created=<unix>` or `created[gt|gte|lt|lte]=<unix>`, as Stripe's list endpoints take it. */
export const zCreated = z.union([zInt, z.object({ gt: zInt.optional(), gte: zInt.optional(), lt: zInt.optional(), lte: zInt.optional() })]);
export type CreatedFilter = z.infer<typeof zCreated>;

export const zListParams = z.object({
  limit: zInt.optional(),
  starting_after: z.string().optional(),
  ending_before: z.string().optional(),
  created: zCreated.optional(),
  expand: zExpand,
});
export type ListParams = z.infer<typeof zListParams>;

export function createdMatches(created: number, f: CreatedFilter | undefined): boolean {
  if (f === undefined) return true;
  if (typeof f === 'number') return created === f;
  return (f.gt === undefined || created > f.gt) && (f.gte === undefined || created >= f.gte) && (f.lt === undefined || created < f.lt) && (f.lte === undefined || created <= f.lte);
}

export function checkLimit(limit: number | undefined): number {
  const n = limit ?? 10;
  if (n < 1 || n > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
  return n;
}

/** `expand[]=data.customer` on a list expands `customer` on each item. */
export function expandItems(store: Store, items: StripeObject[], paths: string[] | undefined): StripeObject[] {
  const inner = paths?.filter((p) => p.startsWith('data.')).map((p) => p.slice(5));
  return items.map((o) => expand(store, o, inner));
}

/**
 * One page of Stripe's list shape over `items` (newest first): `starting_after` pages on to older
 * objects, `ending_before` back to newer ones, `has_more` says whether that direction has more.
 */
export function listPage(store: Store, items: StripeObject[], p: ListParams, url: string, label: string) {
  const limit = checkLimit(p.limit);
  const at = (id: string, param: string) => {
    const i = items.findIndex((o) => o.id === id);
    if (i < 0) throw resourceMissing(label, id, param);
    return i;
  };
  let page: StripeObject[];
  let hasMore: boolean;
  if (p.starting_after) {
    const rest = items.slice(at(p.starting_after, 'starting_after') + 1);
    page = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (p.ending_before) {
    const i = at(p.ending_before, 'ending_before');
    page = items.slice(Math.max(0, i - limit), i);
    hasMore = i - limit > 0;
  } else {
    page = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data: expandItems(store, page, p.expand), has_more: hasMore, url };
}

/**
 * `GET <path>`: the stored objects of one kind, newest first, with `created[...]` and the named
 * top-level fields as equality filters (`?customer=cus_...`).
 */
export function listRoute(path: string, object: string, filters: readonly string[]): ApiRoute {
  const schema = zListParams.extend(Object.fromEntries(filters.map((f) => [f, z.string().optional()])) as Record<string, z.ZodOptional<z.ZodString>>);
  return {
    method: 'GET',
    path,
    handle(ctx: Ctx) {
      const p = parseParams(schema, ctx.params) as ListParams & Record<string, unknown>;
      const items = ctx.engine.store
        .list(object)
        .reverse()
        .filter((o) => createdMatches(o.created as number, p.created) && filters.every((f) => p[f] === undefined || o[f] === p[f]));
      return listPage(ctx.engine.store, items, p, path, object);
    },
  };
}
