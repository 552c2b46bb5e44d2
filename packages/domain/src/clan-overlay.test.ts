import { describe, expect, it } from 'vitest';
import {
  checkClanOverlay,
  CLAN_OVERLAY,
  CLAN_OVERLAY_FIRST_SHOW_DELAY_MS,
  INITIAL_CLAN_OVERLAY_STATE,
  isClanOverlayAllowed,
  parseClanOverlayState,
  scheduleClanOverlay,
  type ClanOverlayState,
} from './clan-overlay';

const T0 = Date.UTC(2026, 10, 26, 12);
const SECOND = CLAN_OVERLAY.checkIntervalMs;

/**
 * A visit on a fake clock: the overlay scheduled at its start, then checked every second for
 * `seconds`, with a modal open while `isModalOpen(now)`. Answers when it showed and the state after.
 */
function visit(
  state: ClanOverlayState,
  options: {
    session: number;
    start?: number;
    seconds?: number;
    hasClan?: boolean;
    isModalOpen?: (now: number) => boolean;
  },
) {
  const start = options.start ?? T0;
  const hasClan = options.hasClan ?? false;
  let current = scheduleClanOverlay(state, { now: start, session: options.session, hasClan });
  const shownAt: number[] = [];
  for (let now = start; now <= start + (options.seconds ?? 600) * SECOND; now += SECOND) {
    const step = checkClanOverlay(current, {
      now,
      session: options.session,
      hasClan,
      isModalOpen: options.isModalOpen?.(now) ?? false,
    });
    if (step.action === 'wait') continue;
    if (step.action === 'show') shownAt.push(now);
    current = step.state;
  }
  return { shownAt, state: current };
}

describe('the clan promotion overlay', () => {
  it('shows once at its scheduled time in a visit, then counts it and clears the schedule', () => {
    const { shownAt, state } = visit(INITIAL_CLAN_OVERLAY_STATE, { session: 1 });
    expect(shownAt).toEqual([T0 + CLAN_OVERLAY_FIRST_SHOW_DELAY_MS]);
    expect(state).toEqual({ showings: 1, shownInSession: 1, scheduledAt: null });
  });

  it('is not shown in the session after the one it was shown in, then again in the one after', () => {
    let state = visit(INITIAL_CLAN_OVERLAY_STATE, { session: 1 }).state;
    const next = visit(state, { session: 2 });
    expect(next.shownAt).toEqual([]);
    expect(next.state).toEqual(state);
    state = next.state;
    expect(visit(state, { session: 3 }).shownAt).toHaveLength(1);
  });

  it('is shown fewer than 3 times in all', () => {
    let state = INITIAL_CLAN_OVERLAY_STATE;
    const shown: number[] = [];
    for (let session = 1; session <= 12; session++) {
      const result = visit(state, { session, start: T0 + session * 86_400_000 });
      if (result.shownAt.length > 0) shown.push(session);
      state = result.state;
    }
    expect(shown).toEqual([1, 3, 5]);
    expect(state.showings).toBe(CLAN_OVERLAY.maxShowings);
  });

  it('is never shown to a member of a clan, and a schedule made before they joined is dropped', () => {
    expect(visit(INITIAL_CLAN_OVERLAY_STATE, { session: 1, hasClan: true }).shownAt).toEqual([]);
    const scheduled = scheduleClanOverlay(INITIAL_CLAN_OVERLAY_STATE, {
      now: T0,
      session: 1,
      hasClan: false,
    });
    expect(scheduled.scheduledAt).toBe(T0 + CLAN_OVERLAY_FIRST_SHOW_DELAY_MS);
    const step = checkClanOverlay(scheduled, {
      now: T0 + CLAN_OVERLAY_FIRST_SHOW_DELAY_MS,
      session: 1,
      hasClan: true,
      isModalOpen: false,
    });
    expect(step).toEqual({ action: 'update', state: { ...scheduled, scheduledAt: null } });
  });

  it('waits 60 s at a time while another modal is open', () => {
    const due = T0 + CLAN_OVERLAY_FIRST_SHOW_DELAY_MS;
    // A modal open from the scheduled time for 90 s: postponed at due, due+60 s, shown at due+120 s.
    const { shownAt } = visit(INITIAL_CLAN_OVERLAY_STATE, {
      session: 1,
      isModalOpen: (now) => now >= due && now < due + 90 * SECOND,
    });
    expect(shownAt).toEqual([due + 2 * CLAN_OVERLAY.postponeMs]);
  });

  it('does not reschedule what is scheduled, nor what may not be shown', () => {
    const scheduled = { ...INITIAL_CLAN_OVERLAY_STATE, scheduledAt: T0 + 5 };
    expect(scheduleClanOverlay(scheduled, { now: T0, session: 1, hasClan: false })).toBe(scheduled);
    const done = { showings: 3, shownInSession: 1, scheduledAt: null };
    expect(scheduleClanOverlay(done, { now: T0, session: 9, hasClan: false })).toBe(done);
    expect(
      isClanOverlayAllowed(
        { showings: 2, shownInSession: 4, scheduledAt: null },
        { session: 6, hasClan: false },
      ),
    ).toBe(true);
  });

  it('reads a stored state, and anything malformed as none', () => {
    const state = { showings: 2, shownInSession: 7, scheduledAt: T0 };
    expect(parseClanOverlayState(JSON.stringify(state))).toEqual(state);
    for (const raw of [null, '', 'not json', '42', 'null', '{"showings":-1}', '{"showings":"3"}'])
      expect(parseClanOverlayState(raw)).toEqual(INITIAL_CLAN_OVERLAY_STATE);
    expect(parseClanOverlayState('{"showings":2,"shownInSession":"x"}')).toEqual({
      showings: 2,
      shownInSession: null,
      scheduledAt: null,
    });
  });
});
