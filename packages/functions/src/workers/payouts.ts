import { handlePayoutMessage, payoutMessageSchema } from '@platform/core/payouts/run-payouts';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The daily agency payouts: each agency's closed months fixed once and transferred once (keyed by
 * the payout), held ones paid once the agency's account can take them. A failed step fails the
 * message, so it is delivered again soon and finished with the same keys.
 */
export const handler = sqsWorker('payouts', payoutMessageSchema, (message) => handlePayoutMessage(message));
