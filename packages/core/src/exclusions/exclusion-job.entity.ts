import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { JOB_STATUSES, LIST_TYPES } from './exclusion-values.js';

/**
 * One uploaded file and its import: the progress the modal polls and the checkpoint the worker
 * resumes from (currentRow: rows before it are written). Listed per list and generation, newest
 * first: a purge's new generation starts with no uploads, and the purge job deletes the old ones.
 */
export const exclusionJobEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'exclusionJob', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      jobId: { type: 'string', required: true, readOnly: true },
      listType: { type: LIST_TYPES, required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
      /** The company whose list it is (the client for client and campaign lists, the root for its own). */
      companyId: { type: 'string', required: true, readOnly: true },
      /** The list's generation when the upload was accepted; its entries are written in it. */
      generation: { type: 'number', required: true, readOnly: true, default: 0 },
      filename: { type: 'string', required: true, readOnly: true },
      objectKey: { type: 'string', required: true, readOnly: true },
      status: { type: JOB_STATUSES, required: true, default: 'queued' },
      totalRows: { type: 'number', required: true, default: 0 },
      currentRow: { type: 'number', required: true, default: 0 },
      validRows: { type: 'number', required: true, default: 0 },
      invalidRows: { type: 'number', required: true, default: 0 },
      duplicateRows: { type: 'number', required: true, default: 0 },
      message: { type: 'string' },
      uploadedBy: { type: 'string' },
      uploadedByName: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
      finishedAt: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'jobId'] },
        sk: { field: 'sk', composite: [] },
      },
      byList: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'listType', 'ownerId', 'generation'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'jobId'] },
      },
    },
  }),
);

export type ExclusionJob = EntityItem<typeof exclusionJobEntity>;
