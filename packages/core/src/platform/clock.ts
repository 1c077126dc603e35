/** A clock port so rules about time (token expiry, lockout windows) can be tested with a fixed time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
