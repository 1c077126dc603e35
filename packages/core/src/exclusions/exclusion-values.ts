/**
 * Exclusion lists' stored values, apart from the contract's schemas: the exclusion entities need
 * them, and a handler loading the entities should not build the contract's schemas.
 */

export const JOB_STATUSES = ['queued', 'importing', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Which list: the root's platform-wide opt-out list, a client's client-wide list, or one campaign's. */
export const LIST_TYPES = ['root', 'client', 'campaign'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Records one file may hold (docs/product.md, Exclusion lists). */
export const EXCLUSION_MAX_RECORDS = 10_000;
