import type { ApiClient, ApiScope } from '../developer/scopes.js';
import { insufficientScope } from './errors.js';

/** Every public service starts here: a token without the scope is refused with 403 insufficient_scope. */
export function requireScope(client: ApiClient, scope: ApiScope): void {
  if (!client.scopes.includes(scope)) throw insufficientScope(scope);
}
