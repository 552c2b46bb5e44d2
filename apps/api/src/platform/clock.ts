/** Time as the services see it; tests pass a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved forward by what `advance` added (DEV_CLOCK, development only): waits of
 * days run out in a moment while time still flows.
 */
export function advanceableClock(
  base: Clock = systemClock,
): Clock & { advance(ms: number): void; reset(): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** A clock that stands still until moved, for tests of rules with days and minutes. */
export function fixedClock(
  start: Date | string,
): Clock & { advance(ms: number): void; set(at: Date | string): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    set(at) {
      current = new Date(at);
    },
  };
}
