import { redirect } from 'react-router';
import { entryRedirect, landingPath, routeAccess, type GuardContext } from '@platform/core/contracts';
import { loadGuardContext } from '../lib/access/guard-context';
import { SessionEndedError } from '../lib/api/errors';
import { hasSession } from '../lib/auth/session';
import { loadQueryClient } from '../lib/query/load-client';
import { notFound } from './not-found';

/**
 * The route guards' half for a stored session (./guards.ts says where a visitor goes without
 * loading it, nor the query client it reads through: docs/decisions.md, Performance budgets).
 * Every decision is core's (entryRedirect, routeAccess, landingPath); these only fetch what the
 * rules read (user data, setup check, domain info) and turn the answer into a redirect or a 404.
 */

/** The guard context, or Login when the session is gone (step 1). */
async function contextOrLogin(): Promise<GuardContext> {
  if (!hasSession()) throw redirect('/login');
  try {
    return await loadGuardContext(await loadQueryClient());
  } catch (error) {
    // The session-ended flow has already run (notice, storage); only the redirect is left.
    if (error instanceof SessionEndedError) throw redirect('/login');
    throw error;
  }
}

/** A page of the signed-in area: the entry flow first (steps 2 to 4), then the page's own rule. */
export async function signedInPage(path: string): Promise<null> {
  const ctx = await contextOrLogin();
  const forced = entryRedirect(ctx, path);
  if (forced) throw redirect(forced);
  const decision = routeAccess(ctx, path);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'notFound') throw notFound();
  return null;
}

/** A visitor page with a stored session: on to the landing page, unless the session turns out dead. */
export async function visitorPage(): Promise<null> {
  let ctx: GuardContext;
  try {
    ctx = await loadGuardContext(await loadQueryClient());
  } catch {
    return null;
  }
  throw redirect(landingPath(ctx));
}

/** `/` with a stored session: the user's landing page. */
export async function landing(): Promise<never> {
  throw redirect(landingPath(await contextOrLogin()));
}

/** The signed-in frame with a stored session: it needs the guard context loaded. */
export async function signedInFrame(): Promise<{ signedIn: boolean }> {
  await contextOrLogin();
  return { signedIn: true };
}
