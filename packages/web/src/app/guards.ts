import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { UserData } from '@platform/core/contracts';
import { landingPath, moduleBySlug, pageAccess, type PageKey } from '../lib/access/menu';
import { SessionEndedError } from '../lib/api/errors';
import { currentUserQueryOptions } from '../lib/auth/get-current-user';
import { getAccessToken, getStoredUser, hasSession } from '../lib/auth/session';
import { queryClient } from './query-client';

/** Route guards as loaders (seed 000 §2 "Route guards"): they run before a page renders. */

const notFound = () => data('Not Found', { status: 404 });

/** A visitor page (/login): a signed-in user is sent on to their landing page. */
export function visitorOnly(): null {
  const user = getStoredUser();
  if (getAccessToken() && user) throw redirect(landingPath(user));
  return null;
}

/** `/`: the landing page for a signed-in user, sign-in for a visitor. */
export function home(): never {
  const user = getStoredUser();
  throw redirect(getAccessToken() && user ? landingPath(user) : '/login');
}

/**
 * The signed-in area: the user's data, fetched on the first page and cached after; moving between
 * pages re-checks it in the background once it is stale, which is how a session revoked elsewhere
 * is noticed without a reload.
 */
export async function requireUser(): Promise<UserData> {
  if (!hasSession()) throw redirect('/login');
  try {
    return await queryClient.ensureQueryData({ ...currentUserQueryOptions(), revalidateIfStale: true });
  } catch (error) {
    // The session-ended flow has already run (notice, storage); only the redirect is left.
    if (error instanceof SessionEndedError) throw redirect('/login');
    throw error;
  }
}

/** A page of the signed-in area: open, sent elsewhere, or a 404 for users it is not meant for. */
export function guardPage(page: PageKey) {
  return async ({ params }: LoaderFunctionArgs): Promise<null> => {
    const verdict = pageAccess(await requireUser(), page, params.module);
    if (verdict.allow) return null;
    if (verdict.redirectTo) throw redirect(verdict.redirectTo);
    throw notFound();
  };
}

/** `/{module}`: a module's base path opens its dashboard; any other single segment is a 404. */
export async function moduleIndex({ params }: LoaderFunctionArgs): Promise<never> {
  if (!hasSession()) throw notFound();
  const user = await requireUser();
  const module = moduleBySlug(user, params.module);
  if (!module) throw notFound();
  const verdict = pageAccess(user, 'module-dashboard', module.url);
  if (verdict.allow) throw redirect(`/${module.url}/dashboard`);
  throw verdict.redirectTo ? redirect(verdict.redirectTo) : notFound();
}
