import type { ThrottlePolicy } from '../identity/throttle-rule.js';

/** Page views one address may send one pixel: 120 a minute (a person browsing never comes near it). */
export const POLICIES_PIXEL: ThrottlePolicy = { windowMs: 60_000, limit: 120 };
