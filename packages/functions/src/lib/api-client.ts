import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiClient } from '@platform/core/developer/scopes';
import { authenticateBearer } from '@platform/core/public-api/bearer';
import { abandonIdempotent, beginIdempotent, finishIdempotent, requestHash as idempotencyRequestHash } from '@platform/core/public-api/idempotency';
import { errorResponse } from './responses.js';

/** The public API's bearer: the key it acts for and the rate-limit headers every answer carries. */
export async function apiClientAuth(token: string | undefined, address: string | undefined): Promise<{ apiClient: ApiClient; headers: Record<string, string> }> {
  const { client, headers } = await authenticateBearer(token, address);
  return { apiClient: client, headers };
}

function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * A POST with an Idempotency-Key runs once per key and request: the first answer under 500 (status
 * and body) is kept 24 h and replayed with `Idempotent-Replayed: true`; a server error frees the key
 * so the retry runs (docs/decisions.md, "Public API"). Without the header the request just runs.
 */
export async function idempotentPost(client: ApiClient, headers: Record<string, string> | undefined, event: APIGatewayProxyEventV2, run: () => Promise<APIGatewayProxyStructuredResultV2>): Promise<APIGatewayProxyStructuredResultV2> {
  const key = event.headers['idempotency-key'] ?? event.headers['Idempotency-Key'];
  if (key === undefined) return run();
  const hash = idempotencyRequestHash(event.requestContext.http.method, event.rawPath, rawBody(event));
  const begun = await beginIdempotent(client, key, hash);
  if (begun.kind === 'replay') {
    return { statusCode: begun.status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'idempotent-replayed': 'true' }, body: begun.body };
  }
  try {
    const res = await run();
    await finishIdempotent(client, key, res.statusCode ?? 200, typeof res.body === 'string' ? res.body : '');
    return res;
  } catch (e) {
    const { response } = errorResponse(e);
    if ((response.statusCode ?? 500) < 500) await finishIdempotent(client, key, response.statusCode ?? 400, response.body ?? '');
    else await abandonIdempotent(client, key);
    throw e;
  }
}
