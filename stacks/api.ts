import { functionArgs, type FunctionDeps } from './functions';
import { API_MEMORY, API_TIMEOUT_SECONDS, routeFunctionName, routeKey, type Manifest } from './manifest';

/**
 * The HTTP API. Created before its routes because the web distribution needs its URL and the
 * route functions need the web's host name (BASE_DOMAIN on stages without a domain of their own).
 */
export function createApiGateway(logRetention: '1 week' | '3 months') {
  return new sst.aws.ApiGatewayV2('Api', {
    // The browser only ever calls /api on its own origin (CloudFront forwards it), so no CORS.
    cors: false,
    accessLog: { retention: logRetention },
    transform: {
      stage: {
        // A ceiling on runaway clients or scripts before they turn into DynamoDB and Lambda bills;
        // far above what 1,000 agencies generate (see docs/deploy.md).
        defaultRouteSettings: { throttlingBurstLimit: 1000, throttlingRateLimit: 500 },
      },
    },
  });
}

/**
 * One function per manifest route, generated: adding an entry to packages/functions/src/routes.ts
 * is all it takes to deploy an endpoint. Each function carries only its own handler (SST bundles
 * per function), so a cold start loads one endpoint's code and its grants are its own.
 */
export function createRoutes(m: Manifest, api: sst.aws.ApiGatewayV2, deps: FunctionDeps) {
  const functions: Record<string, sst.aws.Function> = {};
  for (const route of m.routes) {
    const name = routeFunctionName(route);
    const fn = new sst.aws.Function(
      name,
      functionArgs(
        {
          handler: route.handler,
          behindCdn: true,
          description: routeKey(route),
          timeoutSeconds: API_TIMEOUT_SECONDS,
          memory: API_MEMORY,
          uses: route,
        },
        deps,
      ),
    );
    // Authentication is the handler's (the bearer token is verified by the middy middleware), so
    // the gateway route is open: 'public' and 'user' routes look the same here.
    api.route(routeKey(route), fn.arn);
    functions[name] = fn;
  }
  return functions;
}
