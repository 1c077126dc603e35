import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pixelCodeSchema, pixelHitSchema, recordPixelHit } from '@platform/core/leads/pixel';
import { getConfig } from '@platform/core/platform/config';
import { originOf } from '@platform/core/platform/request-context';
import { createLogger } from '../../lib/logger.js';
import { assertCameThroughCdn } from '../../lib/origin-verify.js';
import { errorResponse, json } from '../../lib/responses.js';

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' };
const MAX_BYTES = 8 * 1024;

/**
 * POST /api/pixel/{urlCode}/hit: a page view from the pixel on a client's site. Public and
 * rate-limited; CORS for any origin (the script runs on the client's site and posts text/plain, so
 * browsers send no preflight). The body is JSON whatever its content type says.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const log = createLogger({ route: 'POST /api/pixel/{urlCode}/hit' });
  const withCors = (r: APIGatewayProxyStructuredResultV2) => ({ ...r, headers: { ...r.headers, ...CORS } });
  try {
    assertCameThroughCdn(event.headers);
    const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    if (Buffer.byteLength(raw) > MAX_BYTES) return withCors(json(400, { result: 'error', message: 'The request body is too large.' }));
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw || 'null');
    } catch {
      return withCors(json(400, { result: 'error', message: 'The request body is not valid JSON.' }));
    }
    const code = pixelCodeSchema.parse(event.pathParameters?.urlCode);
    const hit = pixelHitSchema.parse(parsed);
    // Behind CloudFront the connection comes from an edge: the visitor's address is its viewer header.
    const { ip } = originOf(event.requestContext?.http?.sourceIp ?? '', event.headers, getConfig().TRUST_CDN_HEADERS === 'true');
    const out = await recordPixelHit(code, hit, { ip: ip || undefined, userAgent: event.headers['user-agent'] });
    return withCors(json(202, out));
  } catch (e) {
    const { response, unexpected } = errorResponse(e);
    if (unexpected) log.error('pixel hit failed', { error: e instanceof Error ? e.stack : String(e) });
    return withCors(response);
  }
}
