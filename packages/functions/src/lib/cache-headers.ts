import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/**
 * Lets the browser keep a successful answer for `seconds` (private: it is behind sign-in). For data
 * that changes only with a deploy (the US states and cities); errors keep the default no-store.
 */
export const cacheFor = (seconds: number): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  after: (req) => {
    const res = req.response;
    if (res && typeof res === 'object' && (res.statusCode ?? 200) < 300) res.headers = { ...res.headers, 'cache-control': `private, max-age=${seconds}` };
  },
});

/** One day: the states and cities list is built into the code, so only a deploy changes it. */
export const GEO_MAX_AGE_SECONDS = 86_400;
