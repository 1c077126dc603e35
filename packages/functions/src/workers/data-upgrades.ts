import { dataUpgradeMessageSchema, handleDataUpgradeMessage } from '@platform/core/upgrades/data-upgrades';
import { sqsWorker } from '../lib/sqs-worker.js';

/**
 * The hourly data upgrades: stored items older code wrote are brought up to what the current code
 * writes, a page at a time from the last recorded cursor; once all are done a run is a few reads.
 */
export const handler = sqsWorker('data-upgrades', dataUpgradeMessageSchema, (message) => handleDataUpgradeMessage(message));
