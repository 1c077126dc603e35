import { scanPage } from '../db/scan-page.js';

/**
 * A change to data stored before the code that now writes it: a scan of the items concerned, a page
 * a step, each item's change idempotent and conditioned so it cannot undo a live write, so a step
 * run twice (a redelivered message, two runs at once) changes nothing twice.
 */
export interface DataUpgrade {
  name: string;
  step(cursor: string | undefined): Promise<{ next?: string; changed: number }>;
}

/**
 * An upgrade that scans one entity's items matching a filter, a page a step, and changes each page
 * with `change` (which answers how many items it changed).
 */
export function scanningUpgrade(
  name: string,
  scan: { entity: string; filter: string; names: Record<string, string>; values?: Record<string, unknown> },
  change: (items: Record<string, unknown>[]) => Promise<number>,
): DataUpgrade {
  return {
    name,
    async step(cursor) {
      const page = await scanPage({ ...scan, cursor });
      return { next: page.next, changed: await change(page.items) };
    },
  };
}
