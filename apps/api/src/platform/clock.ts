/** Time as the services see it; tests pass a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

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
