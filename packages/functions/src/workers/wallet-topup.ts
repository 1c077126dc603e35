import { handleWalletMessage, walletMessageSchema } from '@platform/core/wallet/worker';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The wallet queue: one wallet's automatic top-up (sent by the debit that crossed the threshold or
 * by the sweep), the 15-minute sweep and the daily expiry run. Each is idempotent (keys per
 * crossing, attempt and top-up), so a retried message changes nothing twice.
 */
export const handler = sqsWorker('wallet-topup', walletMessageSchema, (message) => handleWalletMessage(message));
