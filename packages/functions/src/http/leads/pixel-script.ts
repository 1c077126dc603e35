import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pixelCodeSchema, pixelScript } from '@platform/core/leads/pixel';
import { assertCameThroughCdn } from '../../lib/origin-verify.js';
import { errorResponse } from '../../lib/responses.js';

/**
 * GET /api/pixel/{file} where file is `{urlCode}.js`: the Site ID pixel, loaded by the embed code
 * on any site (so it is cacheable and readable from any origin). Unknown codes still get a script:
 * its hits answer 404, and the script is the same for every code.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    assertCameThroughCdn(event.headers);
  } catch (e) {
    return errorResponse(e).response;
  }
  const m = /^(.+)\.js$/.exec(event.pathParameters?.file ?? '');
  const code = pixelCodeSchema.safeParse(m?.[1]);
  if (!code.success) {
    return { statusCode: 404, headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' }, body: JSON.stringify({ result: 'error', message: 'Pixel not found.' }) };
  }
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
    body: pixelScript(code.data),
  };
}
