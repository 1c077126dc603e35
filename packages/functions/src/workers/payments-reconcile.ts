import { handleReconcileMessage, reconcileMessageSchema } from '@platform/core/payments/reconcile';
import { sqsWorker } from '../lib/sqs-worker.js';

/** The payments reconciliation run: every step finishes a recorded call once, so a redelivery changes nothing. */
export const handler = sqsWorker('payments-reconcile', reconcileMessageSchema, (message) => handleReconcileMessage(message));
