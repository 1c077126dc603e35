import { US_STATES } from './us-states.generated.js';

export { US_STATES };
export type UsState = (typeof US_STATES)[number];
export type UsStateCode = UsState['code'];

/**
 * The two-letter codes campaigns target and store (locatorstate): the 50 states and DC, from the
 * data package (docs/decisions.md, "US states and cities, referral links"), never a list by hand.
 */
export const US_STATE_CODES = US_STATES.map((s) => s.code) as [UsStateCode, ...UsStateCode[]];

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** Whether `code` names a state (upper-case two-letter code, as stored). */
export const isState = (code: string): code is UsStateCode => CODES.has(code);

/** The states as the list and the download show them: `{ code: 'TX', name: 'Texas' }`, by name. */
export const listStates = (): { code: UsStateCode; name: string }[] => US_STATES.map((s) => ({ code: s.code, name: s.name }));
