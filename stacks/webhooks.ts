import { functionArgs, type FunctionDeps } from './functions';
import { API_MEMORY, API_TIMEOUT_SECONDS, routeKey, webhookFunctionName, type Manifest } from './manifest';

/**
 * Inbound webhooks (Stripe): a public POST route per manifest webhook, on the same API. The handler
 * checks the provider's signature over the exact bytes it signed, so nothing between the provider
 * and the handler may re-encode the body: the route is a plain Lambda proxy integration with payload
 * format 2.0, which hands the body over verbatim (base64 when it is not text), with no request
 * mapping; CloudFront forwards bodies untouched.
 */
export function createWebhooks(m: Manifest, api: sst.aws.ApiGatewayV2, deps: FunctionDeps) {
  const functions: Record<string, sst.aws.Function> = {};
  for (const hook of m.webhooks) {
    const name = webhookFunctionName(hook);
    const fn = new sst.aws.Function(
      name,
      functionArgs(
        {
          handler: hook.handler,
          behindCdn: true,
          description: `${routeKey(hook)} (webhook, raw body)`,
          timeoutSeconds: API_TIMEOUT_SECONDS,
          memory: API_MEMORY,
          uses: hook,
        },
        deps,
      ),
    );
    api.route(routeKey(hook), fn.arn, {
      // Pinned rather than left to SST's default: a 1.0 payload or a mapping template would hand
      // the handler a body that no longer matches the signature.
      transform: { integration: { payloadFormatVersion: '2.0' } },
    });
    functions[name] = fn;
  }
  return functions;
}
