import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePogHotPosts, POG_HOT_WINDOW_DAYS } from '@kp/domain/pog-feed';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { approvedClanChief, createClanAs, signedInUser, type SignedInUser } from '../../test/factories';
import { fakeAvatars, mintedPogCard } from '../../test/pog.fixtures';
import { newWaId } from '../../test/sign-in';
import { ACCOUNT_DELETION_GRACE_MS } from '../users/users.service';
import { pogFeedLikes } from './pog-feed.tables';

// The feed through the routes: a minted card is posted; the four lists (all, clan, legendary,
// highlighted) with their rules and pages, public and with the caller's side; likes one per gamer,
// never one's own; an erased account's likes and posts go. (Parallel likes: the concurrency test.)

const NOW = new Date('2026-12-01T10:00:00Z');
const clock = fixedClock(NOW);
const ADMIN_WAID = newWaId();
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      ADMIN_PHONE_NUMBERS: `+${ADMIN_WAID}`,
      LOG_LEVEL: 'warn',
      POG_MINT_DURATION_MS: '0',
      PUBLIC_URL: 'https://kplay.example',
    },
    ports: { pogAvatars: fakeAvatars().port },
  });
  admin = await signedInUser(t.app, { waId: ADMIN_WAID });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...who?.headers }, ...(payload ? { payload } : {}) });
const data = async (who: SignedInUser | null, method: Method, url: string) => {
  const res = await call(who, method, url);
  expect(res.statusCode, res.statusCode === 500 ? t.logs.join('\n') : res.body).toBe(200);
  return res.json().data;
};
type Post = { postId: string; card: { name: string; total: number }; likeCount: number; likedByMe: boolean };
const feed = (who: SignedInUser | null, list: string, query = '') =>
  data(who, 'GET', `/api/feed/pog/${list}${query}`);
const names = (page: { posts: Post[] }) => page.posts.map((post) => post.card.name);
const like = (who: SignedInUser, postId: string) => call(who, 'POST', `/api/feed/posts/${postId}/like`);
const unlike = (who: SignedInUser, postId: string) => call(who, 'DELETE', `/api/feed/posts/${postId}/like`);
const mint = (gamer: SignedInUser, name: string) =>
  mintedPogCard(t.app, t.database.db, { gamer, admin, name, clock });
const postOf = async (name: string): Promise<Post> => {
  const all = await feed(null, 'all', '?limit=50');
  const found = all.posts.find((post: Post) => post.card.name === name);
  if (!found) throw new Error(`${name} is not in the feed`);
  return found;
};

let asha: SignedInUser;
let ravi: SignedInUser;

describe('a minted card', () => {
  it('is posted: the newest first, to anyone, with its figures and no like', async () => {
    [asha, ravi] = [await signedInUser(t.app), await signedInUser(t.app)];
    await mint(asha, 'AshaFeed');
    clock.advance(1000);
    const card = await mint(ravi, 'RaviFeed');

    const page = await feed(null, 'all');
    expect(names(page).slice(0, 2)).toEqual(['RaviFeed', 'AshaFeed']);
    expect(page.posts[0]).toEqual({
      postId: expect.any(String),
      card: {
        tokenId: card.tokenId,
        name: 'RaviFeed',
        imageUrl: `https://kplay.example/api/test-avatars/${ravi.id}.png`,
        genre: 'FANTASY',
        tier: 'Bronze',
        total: 9,
        scores: { human: 30, play: 0, skill: 0, commerce: 0, social: 0 },
        display: { human: '30', play: '00', skill: '00', commerce: '00', social: '00' },
      },
      clanName: null,
      likeCount: 0,
      likedByMe: false,
      isMine: false,
      postedAt: new Date(NOW.getTime() + 1000).toISOString(),
    });
    expect((await feed(ravi, 'all')).posts[0]).toMatchObject({ card: { name: 'RaviFeed' }, isMine: true });
  });

  it('comes a page at a time, by a cursor no new post shifts', async () => {
    const first = await feed(null, 'all', '?limit=1');
    expect(names(first)).toEqual(['RaviFeed']);
    const late = await signedInUser(t.app);
    await mint(late, 'LateFeed');
    const second = await feed(null, 'all', `?limit=1&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['AshaFeed']);
    expect(second.nextCursor).toBeNull();
    expect((await call(null, 'GET', '/api/feed/pog/all?cursor=o1')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/feed/pog/all?cursor=x')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/feed/pog/all?limit=51')).statusCode).toBe(400);
  });
});

describe('a like', () => {
  it('is one per gamer: liking again changes nothing, unliking takes it off', async () => {
    const { postId } = await postOf('AshaFeed');
    for (let i = 0; i < 2; i += 1) {
      const res = await like(ravi, postId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ postId, likeCount: 1, likedByMe: true });
    }
    expect((await feed(ravi, 'all', '?limit=50')).posts.find((p: Post) => p.postId === postId)).toMatchObject(
      {
        likeCount: 1,
        likedByMe: true,
      },
    );
    expect(await postOf('AshaFeed')).toMatchObject({ likeCount: 1, likedByMe: false });

    for (let i = 0; i < 2; i += 1)
      expect((await unlike(ravi, postId)).json().data).toEqual({ postId, likeCount: 0, likedByMe: false });
    expect((await like(ravi, postId)).json().data.likeCount).toBe(1);
  });

  it('is refused on one’s own card, by the service and by the database', async () => {
    const { postId } = await postOf('AshaFeed');
    const own = await like(asha, postId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      errorCode: 'POG_LIKE_OWN_CARD',
      message: 'You cannot like your own POG card',
    });
    // Even if the code let it through: the post's owner is the liker.
    await expect(
      t.database.db
        .insert(pogFeedLikes)
        .values({ postId, postOwnerId: asha.id, userId: asha.id, createdAt: NOW }),
    ).rejects.toThrow();
    // …or the like names another owner than the post's.
    await expect(
      t.database.db
        .insert(pogFeedLikes)
        .values({ postId, postOwnerId: ravi.id, userId: asha.id, createdAt: NOW }),
    ).rejects.toThrow();
  });

  it('needs a signed-in gamer and a post that exists', async () => {
    const { postId } = await postOf('RaviFeed');
    expect((await call(null, 'POST', `/api/feed/posts/${postId}/like`)).statusCode).toBe(401);
    const missing = await like(asha, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'POG_POST_NOT_FOUND' });
    expect((await unlike(asha, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await like(asha, 'not-a-post')).statusCode).toBe(400);
  });
});

describe('the clan list', () => {
  let chief: SignedInUser;
  let member: SignedInUser;

  it('is empty, with no clan, outside one and signed out', async () => {
    expect(await feed(null, 'clan')).toEqual({ clan: null, posts: [], nextCursor: null });
    expect(await feed(asha, 'clan')).toEqual({ clan: null, posts: [], nextCursor: null });
  });

  it('holds the cards of the caller’s clan’s members, and moves with joining and leaving', async () => {
    chief = await approvedClanChief(t.app, { authorization: `Bearer ${admin.token}` });
    const clan = await createClanAs(t.app, chief, { clanName: 'Feed Raiders' });
    member = await signedInUser(t.app);
    await mint(chief, 'ChiefFeed');
    // The member mints outside the clan, then joins: their card joins with them.
    await mint(member, 'MemberFeed');
    expect(await call(member, 'POST', '/api/platform-user-clans', { clanId: clan.id })).toMatchObject({
      statusCode: 201,
    });

    const page = await feed(member, 'clan');
    expect(page.clan).toEqual({ id: clan.id, name: 'Feed Raiders' });
    expect(names(page)).toEqual(['MemberFeed', 'ChiefFeed']);
    expect(page.posts.map((p: { clanName: string }) => p.clanName)).toEqual(['Feed Raiders', 'Feed Raiders']);
    expect(await postOf('AshaFeed')).toMatchObject({ clanName: null });

    expect((await call(member, 'DELETE', '/api/platform-user-clans')).statusCode).toBeLessThan(300);
    expect(names(await feed(chief, 'clan'))).toEqual(['ChiefFeed']);
    expect(await feed(member, 'clan')).toMatchObject({ clan: null, posts: [] });
  });

  it('orders the legendary cards by total, each gamer once by their latest card', async () => {
    // The chief's clan counts in the social score: 14 against the others' 9.
    await mint(asha, 'AshaSecond');
    await t.app.jobs.find((job) => job.name === 'pog-feed')!.run();
    const legends = names(await feed(null, 'legendary', '?limit=50'));
    // The member left the clan: back to 9 with the rest, the earlier card first at a tie.
    expect(legends).toEqual(['ChiefFeed', 'RaviFeed', 'LateFeed', 'MemberFeed', 'AshaSecond']);
    const first = await feed(null, 'legendary', '?limit=2');
    const rest = await feed(null, 'legendary', `?limit=50&cursor=${first.nextCursor}`);
    expect([...names(first), ...names(rest)]).toEqual(legends);
  });
});

describe('the highlighted list', () => {
  it('has the posts liked in the window, the most liked first, as the domain orders them', async () => {
    const fans = await Promise.all([signedInUser(t.app), signedInUser(t.app)]);
    const [raviPost, chiefPost, memberPost] = await Promise.all(
      ['RaviFeed', 'ChiefFeed', 'MemberFeed'].map(postOf),
    );
    for (const fan of fans) await like(fan, chiefPost!.postId);
    clock.advance(1000);
    await like(fans[0]!, memberPost!.postId);
    await like(fans[1]!, memberPost!.postId);
    clock.advance(1000);
    await like(fans[0]!, raviPost!.postId);

    const hot = await feed(fans[0]!, 'highlighted');
    expect(hot.since).toBe(new Date(clock.now().getTime() - POG_HOT_WINDOW_DAYS * 86_400_000).toISOString());
    // AshaFeed's like (Ravi's) came first of all; the members' two later, the chief's two before them.
    expect(names(hot)).toEqual(['MemberFeed', 'ChiefFeed', 'RaviFeed', 'AshaFeed']);
    expect(hot.posts.map((p: Post) => p.likedByMe)).toEqual([true, true, true, false]);
    const rows = await t.database.db.select().from(pogFeedLikes);
    const weighed = hot.posts.map((post: Post & { postedAt: string }) => {
      const likes = rows.filter((row) => row.postId === post.postId);
      return {
        id: post.postId,
        name: post.card.name,
        recentLikes: likes.length,
        lastLikedAt: new Date(Math.max(...likes.map((row) => row.createdAt.getTime()))),
        postedAt: new Date(post.postedAt),
      };
    });
    expect([...weighed].sort(comparePogHotPosts).map((p) => p.name)).toEqual(names(hot));

    const paged = await feed(null, 'highlighted', '?limit=3');
    expect(names(paged)).toEqual(names(hot).slice(0, 3));
    expect(names(await feed(null, 'highlighted', `?cursor=${paged.nextCursor}`))).toEqual(['AshaFeed']);

    // A week on, the chief's likes are out of the window first, then the member's, then Ravi's.
    clock.advance(POG_HOT_WINDOW_DAYS * 86_400_000 - 1500);
    expect(names(await feed(null, 'highlighted'))).toEqual(['MemberFeed', 'RaviFeed']);
    clock.advance(1000);
    expect(names(await feed(null, 'highlighted'))).toEqual(['RaviFeed']);
    clock.advance(1000);
    expect(names(await feed(null, 'highlighted'))).toEqual([]);
  });
});

describe('an erased account', () => {
  it('takes its likes (the counts fall) and its posts', async () => {
    // Signed in now: the week of the last test outlived the others' sessions.
    let gamer = await signedInUser(t.app);
    const fan = await signedInUser(t.app);
    await mint(gamer, 'GoneFeed');
    const { postId } = await postOf('RaviFeed');
    const before = (await postOf('RaviFeed')).likeCount;
    expect((await like(gamer, postId)).statusCode).toBe(200);
    expect((await like(fan, (await postOf('GoneFeed')).postId)).statusCode).toBe(200);
    expect((await postOf('RaviFeed')).likeCount).toBe(before + 1);

    expect((await call(gamer, 'POST', '/api/users/deletion-request')).statusCode).toBeLessThan(300);
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    await t.app.jobs.find((job) => job.name === 'account-deletions')!.run();

    expect((await postOf('RaviFeed')).likeCount).toBe(before);
    await expect(postOf('GoneFeed')).rejects.toThrow('not in the feed');
    gamer = await signedInUser(t.app);
    expect((await like(gamer, postId)).statusCode).toBe(200);
  });
});
