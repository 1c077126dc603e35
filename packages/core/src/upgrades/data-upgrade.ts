/** Restricts an upgrade to one platform (tests; a support re-run). */
export interface UpgradeScope {
  rootId: string;
}

/**
 * A change to data stored before the code that now writes it: a scan of the items concerned, a page
 * a step, each item's change idempotent and conditioned so it cannot undo a live write, so a step
 * run twice (a redelivered message, two runs at once) changes nothing twice.
 */
export interface DataUpgrade {
  name: string;
  step(cursor: string | undefined, scope?: UpgradeScope): Promise<{ next?: string; changed: number }>;
}
