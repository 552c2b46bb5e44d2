import type { FastifyInstance } from 'fastify';
import { advanceDevClock } from '@kp/contract';
import { advanceableClock, type Clock } from './clock';
import { registerRoute } from './route';

const MINUTE_MS = 60_000;

/**
 * DEV_CLOCK (development and the end-to-end tests only; production refuses it): the api's clock
 * is the given one plus what `POST /api/dev/clock` added, so the waits of days of the clan rules,
 * streaks and leaderboard periods run out in a moment. Without it the given clock is used as is.
 */
export function withDevClock(enabled: boolean, clock: Clock) {
  if (!enabled) return { clock, register: () => {} };
  const movable = advanceableClock(clock);
  return {
    clock: movable as Clock,
    register(app: FastifyInstance) {
      registerRoute(app, advanceDevClock, ({ body }) => {
        if (body.reset) movable.reset();
        movable.advance((body.days * 24 * 60 + body.minutes) * MINUTE_MS);
        app.log.warn({ now: movable.now().toISOString() }, 'the development clock was moved forward');
        return { now: movable.now().toISOString() };
      });
    },
  };
}
