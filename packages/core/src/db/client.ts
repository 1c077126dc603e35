import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config.js';
import { afterSessionConfirmed, isReadCommand } from '../platform/session-gate.js';
import { retryLocalLockTimeouts } from './local-lock-retry.js';

let doc: DynamoDBDocumentClient | undefined;

/** One client per process (Lambda reuses it across invocations). */
export function documentClient(): DynamoDBDocumentClient {
  if (!doc) {
    const cfg = getConfig();
    const raw = new DynamoDBClient({
      region: cfg.AWS_REGION,
      ...(cfg.DYNAMODB_ENDPOINT
        ? { endpoint: cfg.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    // An endpoint is set only for DynamoDB Local (the embedded runtime, tests, the bench).
    if (cfg.DYNAMODB_ENDPOINT) retryLocalLockTimeouts(raw);
    // The SDK's logger middleware copies every call's input and output through their schemas (to
    // hide sensitive fields) for the client's logger, the default no-op one included; none is ever
    // given here, so each call paid a walk of all it sent and read (docs/decisions.md, "Runtime and tooling").
    raw.middlewareStack.remove('loggerMiddleware');
    doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    // A signed-in request reads beside its session read; it writes only once the session is live
    // (platform/session-gate.ts).
    doc.middlewareStack.add(
      (next, context) => async (args) => {
        if (!isReadCommand(String(context.commandName))) await afterSessionConfirmed();
        return next(args);
      },
      { step: 'initialize', name: 'writes-after-session' },
    );
  }
  return doc;
}

export function resetDocumentClient(): void {
  doc = undefined;
}
