/**
 * File jobs' stored values, apart from the contract's schemas: the file-job entity needs them, and
 * a handler loading the entity should not build the contract's schemas.
 */

/**
 * A job with progress and a download (docs/decisions.md, "Data enrichment and export jobs"): a
 * data enrichment of an uploaded file, or a lead export too large for one answer. Isomorphic: the
 * web parses its answers with these.
 */
export const FILE_JOB_KINDS = ['data_enrichment', 'lead_export'] as const;
export type FileJobKind = (typeof FILE_JOB_KINDS)[number];

/** quoted: counted and priced, waiting for the person's confirmation (enrichment only). */
export const FILE_JOB_STATUSES = ['quoted', 'queued', 'running', 'done', 'failed'] as const;
export type FileJobStatus = (typeof FILE_JOB_STATUSES)[number];
