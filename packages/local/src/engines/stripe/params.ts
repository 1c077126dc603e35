import { z } from 'zod';
import { invalidRequest } from './errors.js';
import type { Store, StripeObject } from './store.js';

/**
 * Request parameters as the SDK and Stripe.js send them (form-encoded, so every value is a
 * string), checked with zod and refused with Stripe's invalid_request_error and param name.
 */
export const zInt = z.union([z.number().int(), z.string().regex(/^-?\d+$/, 'Invalid integer').transform(Number)]);
export const zBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const zMetadata = z.record(z.string(), z.string());
export const zExpand = z.array(z.string()).optional();
export const zUrl = z.url({ protocol: /^https?$/, error: 'Not a valid URL' });

/** `a.b.0` → `a[b][0]`, the way Stripe names a nested parameter. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((p) => `[${p}]`).join('')}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = paramName(issue.path);
  if (valueAt(input, issue.path) === undefined) {
    throw invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
  }
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union' || issue.code === 'invalid_format') {
    throw invalidRequest(`Invalid ${param}: ${issue.message}`, { code: 'parameter_invalid', param });
  }
  throw invalidRequest(`Invalid value for ${param}: ${issue.message}`, { param });
}

/** Stripe's metadata update: given keys are set, a key set to '' is removed. */
export function mergeMetadata(current: unknown, patch: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = { ...((current as Record<string, string> | null) ?? {}) };
  for (const [k, v] of Object.entries(patch ?? {})) {
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}

/** `expand[]`: each dotted path whose value is an id of a stored object is replaced by that object. */
export function expand(store: Store, obj: StripeObject, paths: string[] | undefined): StripeObject {
  if (!paths?.length) return obj;
  const copy = structuredClone(obj);
  for (const path of paths) {
    const keys = path.split('.');
    let holder: Record<string, unknown> | undefined = copy;
    for (let i = 0; holder && i < keys.length; i++) {
      const key = keys[i]!;
      let value: unknown = holder[key];
      if (typeof value === 'string') {
        const found = store.find(value);
        if (found) {
          value = structuredClone(found);
          holder[key] = value;
        }
      }
      holder = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
    }
  }
  return copy;
}

export const nowSeconds = (ms: number) => Math.floor(ms / 1000);
