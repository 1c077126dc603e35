import { httpRoute } from '../../lib/http.js';

/**
 * Scalar's standalone bundle (~5 MB), a static file of the web app's build (packages/web/vite.config.ts),
 * so the CDN serves it compressed and cached beside the app instead of a Lambda answering 5 MB.
 */
export const DOCS_SCRIPT_PATH = '/developer-docs/scalar.js';

/**
 * GET /api/v1/docs: the public API's reference, Scalar's standalone bundle reading the OpenAPI
 * document, both from the platform's own origin (no third-party CDN; docs/decisions.md, "Public API"). No inline
 * script: the configuration rides on the script tag's data attributes, so the CSP allows 'self' only.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Public API reference</title>
</head>
<body>
<script id="api-reference" data-url="/api/v1/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":false}'></script>
<script src="${DOCS_SCRIPT_PATH}"></script>
</body>
</html>
`;

const CSP = ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self' data:", "connect-src 'self'", "frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'"].join('; ');

export const handler = httpRoute({ auth: 'public' }, async () => ({
  page: { contentType: 'text/html; charset=utf-8', body: PAGE, headers: { 'content-security-policy': CSP, 'cache-control': 'no-cache', 'referrer-policy': 'strict-origin-when-cross-origin' } },
}));
