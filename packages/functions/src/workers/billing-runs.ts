import { billingRunMessageSchema, handleBillingRunMessage } from '@platform/core/billing-runs/run-billing';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The daily billing run (closed periods, pending set-up fees, minimum spend). Every charge is keyed
 * by what it bills, so a redelivered message, or two runs at once, charge nothing twice.
 */
export const handler = sqsWorker('billing-runs', billingRunMessageSchema, (message) => handleBillingRunMessage(message));
