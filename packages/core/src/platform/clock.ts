/** A clock port so rules about time (token expiry, lockout windows) can be tested with a fixed time. */
export interface Clock {
  now(): Date;
}

let offsetMs = 0;

/**
 * The process's clock. The embedded runtime can move it forward (POST /_local/clock) so expiries,
 * billing periods and schedules can be tried without waiting; on AWS the offset is always 0.
 */
export const systemClock: Clock = { now: () => new Date(Date.now() + offsetMs) };

/** Only the embedded runtime calls this (its loopback-only /_local/clock endpoint). */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

export const clockOffset = (): number => offsetMs;

export const fixedClock = (start: Date) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
};

export const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
