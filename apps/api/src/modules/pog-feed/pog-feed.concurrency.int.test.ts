import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { fakeAvatars, mintedPogCard } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';
import { pogFeedLikes } from './pog-feed.tables';

// Likes at once. Meaningful on PostgreSQL (the api-postgres project: a pool of 20 connections, so
// the requests really overlap); on PGlite they run one after another and must give the same results.

const ADMIN_WAID = newWaId();
let t: TestApp;
let owner: SignedInUser;
let postId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`, LOG_LEVEL: 'warn', POG_MINT_DURATION_MS: '0' },
    ports: { pogAvatars: fakeAvatars().port },
  });
  const admin = await signedInUser(t.app, { waId: ADMIN_WAID });
  owner = await signedInUser(t.app);
  await mintedPogCard(t.app, t.database.db, { gamer: owner, admin, name: 'RaceCard' });
  const all = await t.app.inject({ method: 'GET', url: '/api/feed/pog/all' });
  postId = all.json().data.posts[0].postId;
});
afterAll(() => t.close());

const likeRows = () => t.database.db.select().from(pogFeedLikes).where(eq(pogFeedLikes.postId, postId));
const send = (who: SignedInUser, method: 'POST' | 'DELETE') =>
  t.app.inject({ method, url: `/api/feed/posts/${postId}/like`, headers: who.headers });
const countNow = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/feed/pog/all' })).json().data.posts[0].likeCount as number;

/** `n` users signed in, ten at a time. */
async function users(n: number): Promise<SignedInUser[]> {
  const made: SignedInUser[] = [];
  while (made.length < n)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - made.length) }, () => signedInUser(t.app)),
      )),
    );
  return made;
}

describe('likes at once', () => {
  it('100 likes of one gamer: one like, and every answer says 1', async () => {
    const [fan] = await users(1);
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(fan!, 'POST')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((res) => res.json().data.likeCount))).toEqual(new Set([1]));
    expect(await likeRows()).toHaveLength(1);
    expect(await countNow()).toBe(1);
    await send(fan!, 'DELETE');
  });

  it('30 gamers liking at once: 30 likes', async () => {
    const fans = await users(30);
    const answers = await Promise.all(fans.map((fan) => send(fan, 'POST')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    for (const res of answers) expect(res.json().data.likeCount).toBeGreaterThanOrEqual(1);
    expect(await likeRows()).toHaveLength(30);
    expect(await countNow()).toBe(30);

    // Half take theirs off while the other half like again: 15 left, each once.
    await Promise.all(fans.map((fan, i) => send(fan, i % 2 ? 'DELETE' : 'POST')));
    expect(await countNow()).toBe(15);
    expect(new Set((await likeRows()).map((row) => row.userId)).size).toBe(15);
  });
});
