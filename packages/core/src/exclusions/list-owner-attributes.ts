/**
 * Where an exclusion list's generation lives: on the item that owns the list (the root company for
 * the platform list, the client company for its client-wide list, the campaign for its own), which
 * the lead pipeline reads anyway, so matching a lead costs no extra read (docs/decisions.md,
 * Exclusion lists). Absent means 0.
 */
export const exclusionListAttributes = {
  /** Entries and uploads of this generation are the list; older ones are purged and being deleted. */
  exclusionGeneration: { type: 'number' },
  /** Uploads accepted in this generation: a purge is conditioned on it, so an upload accepted meanwhile refuses it. */
  exclusionUploads: { type: 'number' },
  /**
   * Of those, the uploads that held no MD5 row: when it is all of them the list holds no entry keyed
   * by an MD5, and a lead's e-mail is looked up by its SHA-256 alone.
   */
  exclusionUploadsWithoutMd5: { type: 'number' },
  /** Every generation below it has been deleted by the purge job. */
  exclusionCleanBelow: { type: 'number' },
} as const;
