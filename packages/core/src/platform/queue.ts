import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { behindSession } from './session-gate.js';

/**
 * The queue port: services hand slow or retryable work to a named queue. On AWS it is SQS (queue
 * URLs from QUEUE_URL_<NAME> env vars set by the stacks); the embedded runtime plugs in its
 * in-process queue with the same semantics.
 */
export interface QueuePort {
  send(queue: string, body: unknown, opts?: { delaySeconds?: number }): Promise<{ messageId: string }>;
}

/** The environment variable holding a queue's URL (stacks/ sets one per queue a function sends to). */
export const queueUrlEnv = (queue: string): string => `QUEUE_URL_${queue.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

let sqs: SQSClient | undefined;

export const sqsQueue: QueuePort = {
  async send(queue, body, opts) {
    const url = z.url().parse(process.env[queueUrlEnv(queue)]);
    sqs ??= new SQSClient({});
    const res = await sqs.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify(body),
        ...(opts?.delaySeconds ? { DelaySeconds: opts.delaySeconds } : {}),
      }),
    );
    return { messageId: res.MessageId ?? '' };
  },
};

// A message leaves a signed-in request only once its session is live (platform/session-gate.ts).
let current: QueuePort = behindSession(sqsQueue);

export const queue = (): QueuePort => current;

/** The embedded runtime swaps in its in-process queue here. */
export function setQueuePort(port: QueuePort): void {
  current = behindSession(port);
}
