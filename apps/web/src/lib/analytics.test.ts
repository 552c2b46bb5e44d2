import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '@kp/contract/analytics';
import { ANALYTICS_SESSION_IDLE_MS } from '@kp/domain/analytics-session';
import { createAnalytics } from './analytics';

function setup() {
  let now = Date.parse('2026-11-23T10:00:00Z');
  let n = 0;
  const sent: AnalyticsEvent[][] = [];
  const analytics = createAnalytics({
    transport: (events) => sent.push(events),
    now: () => now,
    newId: () => `00000000-0000-4000-8000-00000000000${++n}`,
  });
  return { analytics, sent, advance: (ms: number) => (now += ms) };
}

beforeEach(() => localStorage.clear());

describe('analytics', () => {
  it('starts a session with the first page view and keeps it while active', () => {
    const { analytics, sent, advance } = setup();
    analytics.pageView('Home');
    advance(60_000);
    analytics.pageView('privacy-policy');
    analytics.flush();
    expect(sent.flat().map((e) => [e.name, e.page, e.sessionId.slice(-1)])).toEqual([
      ['session_start', 'Home', '1'],
      ['page_view', 'Home', '1'],
      ['page_view', 'privacy-policy', '1'],
    ]);
  });

  it('ends an idle session once and starts a new one on the next view', () => {
    const { analytics, sent, advance } = setup();
    analytics.pageView('Home');
    analytics.flush();
    advance(ANALYTICS_SESSION_IDLE_MS + 1);
    analytics.checkExpiry();
    analytics.checkExpiry();
    expect(sent.flat().filter((e) => e.name === 'session_end')).toHaveLength(1);
    analytics.pageView('Home');
    analytics.flush();
    const names = sent.flat().map((e) => `${e.name}:${e.sessionId.slice(-1)}`);
    expect(names).toEqual([
      'session_start:1',
      'page_view:1',
      'session_end:1',
      'session_start:2',
      'page_view:2',
    ]);
  });

  it('sends nothing when nothing happened', () => {
    const { analytics, sent } = setup();
    analytics.flush();
    analytics.checkExpiry();
    expect(sent).toEqual([]);
  });
});
