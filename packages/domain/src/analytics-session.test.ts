import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SESSION_IDLE_MS,
  expireSession,
  touchSession,
  type AnalyticsSessionState,
  type SessionEvent,
} from './analytics-session';

const ids = () => {
  let n = 0;
  return () => `s${++n}`;
};

describe('analytics session', () => {
  it('starts a session on the first event and continues it within 30 minutes', () => {
    const newId = ids();
    const first = touchSession(null, 0, newId);
    expect(first.events).toEqual([{ name: 'session_start', sessionId: 's1', at: 0 }]);
    const second = touchSession(first.state, ANALYTICS_SESSION_IDLE_MS, newId);
    expect(second.events).toEqual([]);
    expect(second.state.id).toBe('s1');
  });

  it('ends the old session and starts a new one after more than 30 idle minutes', () => {
    const newId = ids();
    const first = touchSession(null, 1000, newId);
    const later = touchSession(first.state, 1000 + ANALYTICS_SESSION_IDLE_MS + 1, newId);
    expect(later.events.map((e) => e.name)).toEqual(['session_end', 'session_start']);
    expect(later.events[0]).toMatchObject({ sessionId: 's1', at: 1000 });
    expect(later.state.id).toBe('s2');
  });

  it('sends the session end once on expiry, and not again when the user comes back', () => {
    const newId = ids();
    const { state } = touchSession(null, 0, newId);
    expect(expireSession(state, ANALYTICS_SESSION_IDLE_MS).events).toEqual([]);
    const expired = expireSession(state, ANALYTICS_SESSION_IDLE_MS + 1);
    expect(expired.events).toHaveLength(1);
    expect(expireSession(expired.state, ANALYTICS_SESSION_IDLE_MS * 5).events).toEqual([]);
    const back = touchSession(expired.state, ANALYTICS_SESSION_IDLE_MS * 6, newId);
    expect(back.events.map((e) => e.name)).toEqual(['session_start']);
  });

  it('never ends a session twice, and every end follows its start, for any timeline', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('touch' as const),
        gap: fc.integer({ min: 0, max: ANALYTICS_SESSION_IDLE_MS * 3 }),
      }),
      fc.record({
        kind: fc.constant('check' as const),
        gap: fc.integer({ min: 0, max: ANALYTICS_SESSION_IDLE_MS * 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const newId = ids();
        let state: AnalyticsSessionState | null = null;
        let now = 0;
        const sent: SessionEvent[] = [];
        for (const s of steps) {
          now += s.gap;
          const result: { state: AnalyticsSessionState; events: SessionEvent[] } =
            s.kind === 'touch' || !state ? touchSession(state, now, newId) : expireSession(state, now);
          state = result.state;
          sent.push(...result.events);
        }
        const ends = sent.filter((e) => e.name === 'session_end').map((e) => e.sessionId);
        const starts = sent.filter((e) => e.name === 'session_start').map((e) => e.sessionId);
        expect(new Set(ends).size).toBe(ends.length);
        for (const id of ends) expect(starts.indexOf(id)).toBeGreaterThanOrEqual(0);
        expect(new Set(starts).size).toBe(starts.length);
      }),
    );
  });
});
