/**
 * The route manifest: every HTTP endpoint, once. stacks/api.ts makes one Lambda per entry and the
 * embedded runtime mounts every entry on its HTTP server; a route not listed here exists nowhere.
 *
 * `handler` is the module under packages/functions/src (without extension) whose `handler` export
 * serves the route. `access` says who may call it: 'public' needs no token, 'user' a valid session
 * (finer rules are checked in core's services, whatever the web app hides).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  method: HttpMethod;
  path: `/api/${string}`;
  handler: string;
  access: 'public' | 'user';
  /** Secrets the handler reads (linked only to the functions that need them on AWS). */
  secrets?: readonly ('tokenKeys' | 'smtp' | 'stripe')[];
}

export const routes = [
  { method: 'GET', path: '/api/health', handler: 'http/health/get', access: 'public' },
  { method: 'GET', path: '/api/domain-info', handler: 'http/tenancy/domain-info', access: 'public' },
  { method: 'POST', path: '/api/login', handler: 'http/auth/login', access: 'public', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/auth/refresh-token', handler: 'http/auth/refresh-token', access: 'public', secrets: ['tokenKeys'] },
  { method: 'POST', path: '/api/logout', handler: 'http/auth/logout', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user', handler: 'http/user/me', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user/{usrID}', handler: 'http/user/by-id', access: 'user', secrets: ['tokenKeys'] },
  { method: 'GET', path: '/api/user/checksetupcomplete/{usrID}', handler: 'http/user/setup-check', access: 'user', secrets: ['tokenKeys'] },
] as const satisfies readonly RouteEntry[];

export type Route = (typeof routes)[number];
