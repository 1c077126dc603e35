import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { FILE_JOB_KINDS, FILE_JOB_STATUSES } from './file-job-values.js';

/**
 * One job that writes a CSV to the bucket in pages (docs/decisions.md, "Data enrichment and export
 * jobs"): its progress (the page polls it), the checkpoint the worker resumes from (`currentRow`
 * and `cursor`: rows before it are written as parts) and what the kind needs (`params`, and for an
 * enrichment the quote it was confirmed at). Listed per company and kind, newest first.
 */
export const fileJobEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'fileJob', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      jobId: { type: 'string', required: true, readOnly: true },
      kind: { type: FILE_JOB_KINDS, required: true, readOnly: true },
      /** The company whose data it is (the client for an enrichment; the campaign's client for an export). */
      companyId: { type: 'string', required: true, readOnly: true },
      filename: { type: 'string', required: true, readOnly: true },
      /** The uploaded file an enrichment reads. */
      sourceKey: { type: 'string' },
      status: { type: FILE_JOB_STATUSES, required: true },
      totalRows: { type: 'number', required: true, default: 0 },
      currentRow: { type: 'number', required: true, default: 0 },
      /** The index cursor after `currentRow` (an export's next page), opaque. */
      cursor: { type: 'string' },
      /** Pages stored so far (part objects 0..parts-1). */
      parts: { type: 'number' },
      /** What the kind reads to produce its pages (an export's campaign, range and status). */
      params: { type: 'any' },
      validRows: { type: 'number' },
      matchedRows: { type: 'number' },
      unitCents: { type: 'number' },
      amountCents: { type: 'number' },
      payment: { type: ['wallet', 'card'] as const },
      /** Set once the charge is recorded: the wallet row or the invoice that paid. */
      chargeRef: { type: 'string' },
      message: { type: 'string' },
      createdBy: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      finishedAt: { type: 'string' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'jobId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId', 'kind'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'jobId'] },
      },
    },
  }),
);

export type FileJob = EntityItem<typeof fileJobEntity>;
