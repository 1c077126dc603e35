import { z } from 'zod';
import type { ApiRoute } from './engine.js';
import { resourceMissing } from './errors.js';
import { expand, parseParams, zExpand } from './params.js';

/** `GET <path with {id}>`: the stored object of that kind (with `expand[]`), or Stripe's 404 `No such <label>`. */
export function retrieveRoute(path: string, object: string, label: string): ApiRoute {
  return {
    method: 'GET',
    path,
    handle(ctx) {
      const p = parseParams(z.object({ expand: zExpand }), ctx.params);
      const found = ctx.engine.store.find(ctx.path.id!, object);
      if (!found) throw resourceMissing(label, ctx.path.id!);
      return expand(ctx.engine.store, found, p.expand);
    },
  };
}
