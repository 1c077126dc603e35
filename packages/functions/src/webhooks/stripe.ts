import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handleGatewayWebhook } from '@platform/core/payments/webhook';
import { createLogger } from '../lib/logger.js';
import { assertCameThroughCdn } from '../lib/origin-verify.js';
import { errorResponse, json } from '../lib/responses.js';

/**
 * POST /api/webhooks/stripe: the exact raw body goes to the signature check (no JSON parsing
 * before it). 400 for a bad or missing signature (nothing changed); 200 for every verified event,
 * applied once, including types the platform ignores. A failure to apply answers 500, so the
 * gateway delivers it again.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const log = createLogger({ route: 'POST /api/webhooks/stripe' });
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  const signature = event.headers['stripe-signature'] ?? event.headers['Stripe-Signature'];
  try {
    // Webhooks are API routes too: behind CloudFront they carry its origin secret.
    assertCameThroughCdn(event.headers);
    const out = await handleGatewayWebhook(raw, signature);
    log.info('webhook', { outcome: out.outcome });
    return json(200, out);
  } catch (e) {
    const { response, unexpected } = errorResponse(e);
    if (unexpected) log.error('webhook failed', { error: e instanceof Error ? e.stack : String(e) });
    else log.info('webhook refused', { status: response.statusCode });
    return response;
  }
}
