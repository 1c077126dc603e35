import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ingestPushedLeads } from '@platform/core/leads/ingest-push';
import { createLogger } from '../lib/logger.js';
import { assertCameThroughCdn } from '../lib/origin-verify.js';
import { errorResponse, json } from '../lib/responses.js';

/**
 * POST /api/ingest/leads: the lead vendor's HMAC-signed push (raw body, so the signature is checked
 * over the exact bytes). 401 for a bad signature with nothing queued; 202 once every lead is queued.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const log = createLogger({ route: 'POST /api/ingest/leads' });
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  try {
    // Webhooks are API routes too: behind CloudFront they carry its origin secret.
    assertCameThroughCdn(event.headers);
    const out = await ingestPushedLeads(raw, headers);
    log.info('leads pushed', { accepted: out.accepted });
    return json(202, out);
  } catch (e) {
    const { response, unexpected } = errorResponse(e);
    if (unexpected) log.error('lead push failed', { error: e instanceof Error ? e.stack : String(e) });
    return response;
  }
}
