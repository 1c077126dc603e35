import { Navigate } from 'react-router';

/**
 * /embed/gohighlevel: where the agency's GoHighLevel menu link points. Only this path may be
 * framed, by GoHighLevel's app hosts (docs/decisions.md, "Integration providers and their local
 * fakes"); it hands over to the entry flow, which shows sign-in to a visitor and the landing page to
 * a signed-in user. Everything after is in-app navigation in the same framed document.
 */
export function GoHighLevelFramePage() {
  return <Navigate to="/" replace />;
}
