/**
 * The analytics session of spec section 4: a new session starts when the last event is more
 * than 30 minutes old, and a session that expires sends its session-end event exactly once.
 */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60 * 1000;

export type AnalyticsSessionState = { id: string; lastEventAt: number; hasEnded: boolean };
export type SessionEvent = { name: 'session_start' | 'session_end'; sessionId: string; at: number };

/** Whether a session has been idle longer than the timeout at `now`. */
export function isSessionExpired(state: AnalyticsSessionState, now: number): boolean {
  return now - state.lastEventAt > ANALYTICS_SESSION_IDLE_MS;
}

/**
 * Records an event at `now`: continues the session, or ends the old one (once) and starts a
 * new one. Returns the new state and the session events to send before the event itself.
 */
export function touchSession(
  state: AnalyticsSessionState | null,
  now: number,
  newId: () => string,
): { state: AnalyticsSessionState; events: SessionEvent[] } {
  if (state && !state.hasEnded && !isSessionExpired(state, now)) {
    return { state: { ...state, lastEventAt: Math.max(state.lastEventAt, now) }, events: [] };
  }
  const events: SessionEvent[] = [];
  if (state && !state.hasEnded)
    events.push({ name: 'session_end', sessionId: state.id, at: state.lastEventAt });
  const id = newId();
  events.push({ name: 'session_start', sessionId: id, at: now });
  return { state: { id, lastEventAt: now, hasEnded: false }, events };
}

/** The periodic expiry check: ends an idle session once; later checks send nothing. */
export function expireSession(
  state: AnalyticsSessionState,
  now: number,
): { state: AnalyticsSessionState; events: SessionEvent[] } {
  if (state.hasEnded || !isSessionExpired(state, now)) return { state, events: [] };
  return {
    state: { ...state, hasEnded: true },
    events: [{ name: 'session_end', sessionId: state.id, at: state.lastEventAt }],
  };
}
