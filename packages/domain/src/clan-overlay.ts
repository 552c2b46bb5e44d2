/**
 * The clan promotion overlay of spec section 4, as a state machine on a clock the caller gives:
 * checked every second (CLAN_OVERLAY.checkIntervalMs), it is shown once at its scheduled time, and
 * only if all hold: it was not shown in this or the previous session; it has been shown fewer than
 * 3 times; the user has no clan. If another modal is open at the scheduled time, it is postponed
 * 60 seconds. After showing, the count rises, the session flag is set and the schedule is cleared.
 * A scheduled time whose conditions no longer hold is cleared too: it is not shown later instead.
 */

/** The clan promotion overlay: shown at most 3 times, checked every second, postponed 60 s. */
export const CLAN_OVERLAY = {
  maxShowings: 3,
  checkIntervalMs: 1000,
  postponeMs: 60_000,
} as const;

/**
 * Where the web keeps the overlay (local storage; ours, not the spec's): its state as JSON, and
 * the number of the latest visit (a tab keeps its own visit's number under the same key in its
 * session storage).
 */
export const CLAN_OVERLAY_STORAGE_KEYS = { state: 'clanOverlay', visit: 'clanOverlayVisit' } as const;

/** What is kept between checks and visits (the web keeps it in local storage). */
export type ClanOverlayState = {
  /** How many times it has been shown. */
  showings: number;
  /** The session it was last shown in (sessions are numbered by the caller, one per visit), or null. */
  shownInSession: number | null;
  /** When it is to be shown (epoch milliseconds), or null when nothing is scheduled. */
  scheduledAt: number | null;
};

/** What a check knows of the moment. */
export type ClanOverlayCheck = {
  /** Epoch milliseconds. */
  now: number;
  /** This visit's session number. */
  session: number;
  /** Whether the user is in a clan (members are never shown the promotion). */
  hasClan: boolean;
  /** Whether another modal is open. */
  isModalOpen: boolean;
};

export type ClanOverlayStep =
  /** Nothing to do now. */
  | { action: 'wait' }
  /** Show the overlay, and keep `state`. */
  | { action: 'show'; state: ClanOverlayState }
  /** Keep `state` (postponed, or the schedule dropped), show nothing. */
  | { action: 'update'; state: ClanOverlayState };

/** How far into a visit the overlay is scheduled (ours: the spec leaves when to the product). */
export const CLAN_OVERLAY_FIRST_SHOW_DELAY_MS = 45_000;

export const INITIAL_CLAN_OVERLAY_STATE: ClanOverlayState = {
  showings: 0,
  shownInSession: null,
  scheduledAt: null,
};

/** Whether the overlay may be shown in a session at all, whatever the time. */
export function isClanOverlayAllowed(
  state: ClanOverlayState,
  check: Pick<ClanOverlayCheck, 'session' | 'hasClan'>,
): boolean {
  const shownLately =
    state.shownInSession !== null &&
    (state.shownInSession === check.session || state.shownInSession === check.session - 1);
  return !check.hasClan && state.showings < CLAN_OVERLAY.maxShowings && !shownLately;
}

/**
 * Schedules the overlay `delayMs` from now, unless it may not be shown in this session or is
 * scheduled already (a schedule carried over from an earlier visit stands).
 */
export function scheduleClanOverlay(
  state: ClanOverlayState,
  check: Pick<ClanOverlayCheck, 'now' | 'session' | 'hasClan'>,
  delayMs: number = CLAN_OVERLAY_FIRST_SHOW_DELAY_MS,
): ClanOverlayState {
  if (state.scheduledAt !== null || !isClanOverlayAllowed(state, check)) return state;
  return { ...state, scheduledAt: check.now + delayMs };
}

/** One check (every second): what to do now. */
export function checkClanOverlay(state: ClanOverlayState, check: ClanOverlayCheck): ClanOverlayStep {
  if (state.scheduledAt === null || check.now < state.scheduledAt) return { action: 'wait' };
  if (!isClanOverlayAllowed(state, check))
    return { action: 'update', state: { ...state, scheduledAt: null } };
  if (check.isModalOpen)
    return { action: 'update', state: { ...state, scheduledAt: check.now + CLAN_OVERLAY.postponeMs } };
  return {
    action: 'show',
    state: { showings: state.showings + 1, shownInSession: check.session, scheduledAt: null },
  };
}

/** Reads a stored state; anything malformed counts as the initial one. */
export function parseClanOverlayState(raw: string | null | undefined): ClanOverlayState {
  if (!raw) return INITIAL_CLAN_OVERLAY_STATE;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return INITIAL_CLAN_OVERLAY_STATE;
    const { showings, shownInSession, scheduledAt } = value as Record<string, unknown>;
    const count = (n: unknown) => (Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : null);
    return {
      showings: count(showings) ?? 0,
      shownInSession: count(shownInSession),
      scheduledAt: count(scheduledAt),
    };
  } catch {
    return INITIAL_CLAN_OVERLAY_STATE;
  }
}
