import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSession } from '../lib/auth/session';
import { notFound } from './not-found';

/**
 * Route guards as loaders (docs/product.md, Menus and pages, The entry flow): they run before a page renders,
 * so nobody sees a page they may not use, even for a moment. A visitor's way is decided here; with a
 * stored session, core's rules decide in ./session-guards.ts, loaded then: the sign-in page's first
 * visit carries neither them nor the query client they read through (docs/decisions.md, Performance budgets).
 */

const withSession = () => import('./session-guards');
const pathOf = (request: Request) => new URL(request.url).pathname;

/** A page of the signed-in area: Login for a visitor (step 1), else the entry flow (steps 2 to 4), then the page's own rule. */
export async function signedInGuard({ request }: LoaderFunctionArgs): Promise<null> {
  if (!hasSession()) throw redirect('/login');
  return (await withSession()).signedInPage(pathOf(request));
}

/**
 * A visitor page (auth layout): a signed-in user is sent on to their landing page (step 6). If
 * the stored session turns out to be dead, the visitor page simply shows.
 * /sso with a token stays open to a signed-in user: its answer may replace the stored user.
 */
export async function visitorGuard({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (!hasSession() || (url.pathname === '/sso' && url.searchParams.has('token'))) return null;
  return (await withSession()).visitorPage();
}

/** `/`: Login for a visitor, the landing page for a signed-in user. */
export async function home(): Promise<never> {
  if (!hasSession()) throw redirect('/login');
  return (await withSession()).landing();
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
  return (await withSession()).signedInFrame();
}
