import { useSyncExternalStore } from 'react';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Whole seconds: the value stays the same between ticks, as a snapshot must.
const currentSecond = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** The current time (epoch milliseconds, to the second), redrawn every second: for countdowns. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, currentSecond, currentSecond);
}
