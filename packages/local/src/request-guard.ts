/**
 * What the local server checks before anything else reads a request: a request line or Host header
 * that cannot be parsed is the client's error (400), never an exception that could end the process.
 * API Gateway and CloudFront refuse the same requests before they reach a function.
 */

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// Control characters have no place in a path, decoded or not (%00 would reach file and key names).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The request's URL, or undefined when its Host or path is malformed. */
export function requestUrl(rawUrl: string | undefined, host: string | undefined): URL | undefined {
  const h = host ?? 'localhost';
  if (!HOST.test(h)) return undefined;
  const raw = rawUrl ?? '/';
  if (!raw.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, `http://${h}`);
  } catch {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  return CONTROL.test(decoded) ? undefined : url;
}
