/**
 * The page the user was on before the current one, for "go back" choices that must stay inside the app (the
 * Service Agreement's decline returns to the previous path, docs/product.md, Campaigns and the four modules).
 * The browser's history may start outside the app, so it is tracked from the router's own moves.
 */
interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

let current: string | null = null;
let previous: string | null = null;

export function trackPreviousPath(router: RouterLike): () => void {
  current = router.state.location.pathname + router.state.location.search;
  return router.subscribe((state) => {
    const next = state.location.pathname + state.location.search;
    if (next === current) return;
    previous = current;
    current = next;
  });
}

/** The previous in-app path, if the user came from another page of the app. */
export const previousPath = (): string | null => previous;
