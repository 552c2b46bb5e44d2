import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

// The boards the quests, campaigns and tournaments modules keep, through the leaderboards' routes:
// listed by type with board ids of their own, their participants asked of those modules.

const NOW = new Date('2026-11-25T10:00:00Z');
const BASE = '/api/platform-centralized-leaderboard';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW), env: { LOG_LEVEL: 'warn' } });
  await seedDemoDataIfEmpty(t.database.db, NOW);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('item boards', () => {
  it('lists quests and campaigns as boards, and answers their participants', async () => {
    const me = await signedInUser(t.app);
    for (const type of ['quest', 'campaign'] as const) {
      const { leaderboards, total } = await get(`${BASE}/leaderboards?type=${type}&limit=5`);
      expect(total, type).toBeGreaterThan(0);
      const first = leaderboards[0];
      expect(first.id, type).toMatch(new RegExp(`^${type}-[0-9a-f-]{36}$`));
      expect(first).toMatchObject({ type, period: null, isCounted: true });
      const board = await get(`${BASE}/${first.id}/participants`, me.headers);
      expect(board).toMatchObject({ type, boardId: first.id, isCounted: true, me: null });
      expect(board.total).toBe(board.participants.length);
    }
  });

  it('keeps tournaments as they were: a tournament id is its board', async () => {
    const { leaderboards } = await get(`${BASE}/by-status?status=LIVE`);
    expect(leaderboards.length).toBeGreaterThan(0);
    expect(leaderboards.every((l: { type: string }) => l.type === 'tournament')).toBe(true);
    const board = await get(`${BASE}/${leaderboards[0].id}/participants`);
    expect(board.type).toBe('tournament');
  });

  it("answers 404 for a quest's or campaign's board that does not exist", async () => {
    for (const id of [`quest-${randomUUID()}`, `campaign-${randomUUID()}`]) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/${id}/participants` });
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('titles quests’ and campaigns’ boards in the reader’s language, English where an item has none', async () => {
    for (const type of ['quest', 'campaign'] as const) {
      const url = `${BASE}/leaderboards?type=${type}&limit=50`;
      const english = (await get(url)).leaderboards as { id: string; title: string; language: string }[];
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'hi-IN' } });
      expect(res.headers['content-language'], type).toBe('hi');
      expect(res.headers['vary'], type).toContain('Accept-Language');
      const hindi = res.json().data.leaderboards as typeof english;
      expect(hindi.length, type).toBeGreaterThan(0);
      expect(hindi.map((b) => b.id)).toEqual(english.map((b) => b.id));
      expect(
        english.every((b) => b.language === 'en'),
        type,
      ).toBe(true);
      // The demo items are in Hindi (issue 18): each board's title is its item's Hindi one.
      for (const [i, board] of hindi.entries()) {
        expect(board.language, `${type} ${english[i]!.title}`).toBe('hi');
        expect(board.title).not.toBe(english[i]!.title);
        expect(board.title).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
