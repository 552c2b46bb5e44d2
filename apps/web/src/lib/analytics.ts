import type { AnalyticsEvent } from '@kp/contract/analytics';
import {
  expireSession,
  touchSession,
  type AnalyticsSessionState,
  type SessionEvent,
} from '@kp/domain/analytics-session';
import { MAX_EVENTS_PER_BATCH } from '@kp/domain/analytics';
import { ANALYTICS_ENDPOINTS } from '@kp/contract/endpoints-analytics';
import { storage } from './storage';

const SESSION_KEY = 'analytics_session';
const ENDPOINT = ANALYTICS_ENDPOINTS.postAnalyticsEvents.path;
const FLUSH_DELAY_MS = 2_000;

export type AnalyticsTransport = (events: AnalyticsEvent[]) => void;

/** Sends a batch: as a beacon when the page may be closing, else as a background fetch. */
export const beaconTransport: AnalyticsTransport = (events) => {
  const body = JSON.stringify({ events });
  const blob = new Blob([body], { type: 'application/json' });
  if (document.visibilityState === 'hidden' && navigator.sendBeacon?.(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Source: 'website' },
    keepalive: true,
  }).catch(() => {
    // Analytics never gets in the user's way: a lost batch is only a lost statistic.
  });
};

/**
 * Page views and the analytics session of spec section 4, kept across tabs in local storage
 * and sent in small batches.
 */
export function createAnalytics(options: {
  transport: AnalyticsTransport;
  now?: () => number;
  newId?: () => string;
}) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPage = 'Home';

  const load = (): AnalyticsSessionState | null => {
    try {
      const value = JSON.parse(storage.get(SESSION_KEY) ?? 'null') as AnalyticsSessionState | null;
      return value && typeof value.id === 'string' && typeof value.lastEventAt === 'number' ? value : null;
    } catch {
      return null;
    }
  };
  const save = (state: AnalyticsSessionState) => storage.set(SESSION_KEY, JSON.stringify(state));
  const enqueue = (event: AnalyticsEvent) => {
    queue.push(event);
    if (queue.length >= MAX_EVENTS_PER_BATCH) flush();
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  const fromSession = (event: SessionEvent): AnalyticsEvent => ({
    name: event.name,
    page: lastPage,
    sessionId: event.sessionId,
    occurredAt: new Date(event.at).toISOString(),
  });

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    options.transport(batch);
  }

  return {
    /** Records a page view, starting (and ending) sessions as the rules say. */
    pageView(page: string) {
      const at = now();
      const { state, events } = touchSession(load(), at, newId);
      save(state);
      events.forEach((event) => enqueue(fromSession(event)));
      lastPage = page;
      enqueue({ name: 'page_view', page, sessionId: state.id, occurredAt: new Date(at).toISOString() });
    },
    /** The periodic check: an idle session sends its end once. */
    checkExpiry() {
      const state = load();
      if (!state) return;
      const result = expireSession(state, now());
      if (result.events.length === 0) return;
      save(result.state);
      result.events.forEach((event) => enqueue(fromSession(event)));
      flush();
    },
    flush,
  };
}
