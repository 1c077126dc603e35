/**
 * Approximate counts' stored values, apart from the contract's schemas: the audience and count
 * entities need them, and a handler loading the entities should not build the contract's schemas.
 */

/** The modules whose campaign setup shows the count table. */
export const COUNT_MODULES = ['locator', 'enhance'] as const;
export type CountModule = (typeof COUNT_MODULES)[number];

/** Where the count looks (the spec's own words, stored as they are). */
export const COUNT_TARGET_LOCATIONS = ['National Targeting', 'State', 'Zip Code'] as const;
export type CountTargetLocation = (typeof COUNT_TARGET_LOCATIONS)[number];

export const COUNT_STATUSES = ['pending', 'success', 'error'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
