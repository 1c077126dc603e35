import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { entryRedirect, landingPath, routeAccess, type GuardContext } from '@platform/core/contracts';
import { loadGuardContext } from '../lib/access/guard-context';
import { SessionEndedError } from '../lib/api/errors';
import { hasSession } from '../lib/auth/session';
import { queryClient } from './query-client';

/**
 * Route guards as loaders (docs/product.md, Menus and pages, The entry flow): they run before a page renders,
 * so nobody sees a page they may not use, even for a moment. Every decision is core's (entryRedirect,
 * routeAccess, landingPath); these only fetch what the rules read (user data, setup check, domain info) and
 * turn the answer into a redirect or a 404.
 */

export const notFound = () => data('Not Found', { status: 404 });
const pathOf = (request: Request) => new URL(request.url).pathname;

/** The guard context, or Login when the session is gone (step 1). */
async function contextOrLogin(): Promise<GuardContext> {
  if (!hasSession()) throw redirect('/login');
  try {
    return await loadGuardContext(queryClient);
  } catch (error) {
    // The session-ended flow has already run (notice, storage); only the redirect is left.
    if (error instanceof SessionEndedError) throw redirect('/login');
    throw error;
  }
}

/** A page of the signed-in area: the entry flow first (steps 2 to 4), then the page's own rule. */
export async function signedInGuard({ request }: LoaderFunctionArgs): Promise<null> {
  const path = pathOf(request);
  const ctx = await contextOrLogin();
  const forced = entryRedirect(ctx, path);
  if (forced) throw redirect(forced);
  const decision = routeAccess(ctx, path);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'notFound') throw notFound();
  return null;
}

/**
 * A visitor page (auth layout): a signed-in user is sent on to their landing page (step 6). If
 * the stored session turns out to be dead, the visitor page simply shows.
 * /sso with a token stays open to a signed-in user: its answer may replace the stored user.
 */
export async function visitorGuard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (!hasSession() || (url.pathname === '/sso' && url.searchParams.has('token'))) return null;
  let ctx: GuardContext;
  try {
    ctx = await loadGuardContext(queryClient);
  } catch {
    return null;
  }
  throw redirect(landingPath(ctx));
}

/** `/`: Login for a visitor, the landing page for a signed-in user. */
export async function home(): Promise<never> {
  if (!hasSession()) throw redirect('/login');
  throw redirect(landingPath(await contextOrLogin()));
}

/**
 * The bare `/{slug}` of a module area opens its dashboard. For a visitor nothing tells a module's
 * slug from any other word, so it is a 404 rather than a sign-in prompt.
 */
export async function moduleIndex(args: LoaderFunctionArgs): Promise<null> {
  if (!hasSession()) throw notFound();
  return signedInGuard(args);
}

/**
 * The signed-in frame's own loader: the frame needs the guard context when there is a session;
 * without one it shows bare (the 404 of an unknown address to a visitor).
 */
export async function frameLoader(): Promise<{ signedIn: boolean }> {
  if (!hasSession()) return { signedIn: false };
  await contextOrLogin();
  return { signedIn: true };
}
