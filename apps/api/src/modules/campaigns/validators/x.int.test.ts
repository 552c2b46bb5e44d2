import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_CONFIG_SCHEMAS } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';
import type { Database } from '../../../db/client';
import { createXApiClient } from '../../../providers/x/x-api';
import { createXProvider } from '../../../providers/x/x-provider';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { startLocalXServer, type LocalXServer } from '../../../test/local-x-server';
import { createTestSocialService } from '../../../test/social.fixtures';
import type { SocialService } from '../../social/social.service';
import type { ValidationOutcome } from './validator';
import { X_NOT_CONFIGURED_MESSAGE, X_TASK_TYPES, xValidators, type XValidatorDeps } from './x';

// The real social service (on the test database) links X accounts through the local X server
// and keeps their tokens; the validators check the tasks against that server's API v2.
const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;
const CAMPAIGN_START = new Date('2030-03-01T00:00:00.000Z');
const ASHA = {
  id: '1001',
  username: 'asha_plays',
  name: 'Asha Plays',
  description: 'Pro gamer. #KPlay fan since day one',
};
const BRAND = { id: '2002', username: 'kplay_gg', name: 'KPlay' };
const RAVI = { id: '3003', username: 'ravi_plays', name: 'Ravi' };
const OTHER = { id: '4004', username: 'someone_else', name: 'Someone' };
const REFERRAL = 'https://kplay.gg/?ref=ASHA1';
const POG_CARD = 'https://kplay.gg/pog-card/asha_plays';

let database: Database;
let x: LocalXServer;
let social: SocialService;
let asha: string; // our user ids
let ravi: string;
let nobody: string;
let brandPost: string;

function buildSocial(configured: boolean): SocialService {
  const provider = createXProvider(
    configured ? x.config : { X_AUTHORIZE_URL: x.config.X_AUTHORIZE_URL, X_API_URL: x.config.X_API_URL },
  );
  return createTestSocialService(database.db, {
    oauth2: { twitter: provider },
    telegramBotToken: null,
    allowedOrigins: [SITE],
  });
}

function depsOf(service: SocialService, configured: boolean): XValidatorDeps {
  return {
    isConfigured: configured,
    api: createXApiClient({ apiUrl: x.url, timeoutMs: 2000 }),
    findLinkedAccount: (userId, provider) => service.findLinkedAccount(userId, provider),
    withAccessToken: (userId, provider, fn) => service.withAccessToken(userId, provider, fn),
    referralLink: async (userId) => (userId === asha ? REFERRAL : null),
    pogCardUrl: async (userId) => (userId === asha ? [POG_CARD, 'https://kpl.ay/s/pog-asha'] : null),
    campaignStartsAt: async () => CAMPAIGN_START,
  };
}

const validatorsOf = (service: SocialService, configured: boolean) =>
  xValidators(depsOf(service, configured));

let validators: ReturnType<typeof xValidators>;

async function validate(
  type: TaskType,
  userId: string,
  config: object = {},
  extra: { submission?: string; now?: Date; set?: ReturnType<typeof xValidators> } = {},
): Promise<ValidationOutcome> {
  const validator = (extra.set ?? validators)[type as (typeof X_TASK_TYPES)[number]] as
    ((input: unknown) => Promise<ValidationOutcome>) | undefined;
  if (!validator) throw new Error(`no validator for ${type}`);
  return validator({
    userId,
    task: {
      id: 'task',
      campaignId: 'campaign',
      type,
      title: type,
      config: TASK_CONFIG_SCHEMAS[type].parse(config),
    },
    submission: extra.submission,
    now: extra.now ?? new Date(),
  });
}

async function linkX(userId: string, xUserId: string) {
  const { url } = await social.authorizationUrl(userId, { provider: 'twitter', redirectUri: CALLBACK });
  const back = new URL(await x.authorize(url, { userId: xUserId }));
  await social.authenticate(userId, {
    provider: 'twitter',
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  });
}

const postUrl = (id: string, handle = ASHA.username) => `https://x.com/${handle}/status/${id}?s=20`;
const after = (days: number) => new Date(CAMPAIGN_START.getTime() + days * 86_400_000);

beforeAll(async () => {
  [database, x] = await Promise.all([
    createTestDatabase(),
    startLocalXServer({ redirectUris: [CALLBACK], seed: { users: [ASHA, BRAND, RAVI, OTHER] } }),
  ]);
  social = buildSocial(true);
  validators = validatorsOf(social, true);
  [asha, ravi, nobody] = (await Promise.all([1, 2, 3].map(() => createUser(database.db)))).map(
    (u) => u.id,
  ) as [string, string, string];
  await linkX(asha, ASHA.id);
  await linkX(ravi, RAVI.id);
  brandPost = x.post({
    authorId: BRAND.id,
    text: 'Season 2 of KPlay is live! Tell us your main',
    createdAt: after(1),
  });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await x?.close();
});

describe('the X validators, account and profile', () => {
  it('link_twitter: passes once X answers for the linked account; says so when none is linked', async () => {
    expect(await validate('link_twitter', asha)).toEqual({
      ok: true,
      evidence: { account: '@asha_plays', accountId: ASHA.id, handle: ASHA.username },
    });
    expect(await validate('link_twitter', nobody)).toMatchObject({
      ok: false,
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'X_NOT_LINKED',
      message: 'Connect your X account first: this task is checked on X, through the account you link',
    });
  });

  it('twitter_follow: names the account, the user and how many follows we looked at', async () => {
    x.follow(ASHA.id, OTHER.id);
    x.follow(ASHA.id, RAVI.id);
    expect(await validate('twitter_follow', asha, { handle: '@kplay_gg' })).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_NOT_FOLLOWING',
      message:
        '@kplay_gg is not among the accounts @asha_plays follows (we looked at all the accounts @asha_plays follows (2))',
      evidence: { handle: '@kplay_gg', looked: 2, isWholeList: true },
    });
    x.follow(ASHA.id, BRAND.id);
    expect(await validate('twitter_follow', asha, { handle: 'KPlay_GG' })).toMatchObject({
      ok: true,
      evidence: { account: '@asha_plays', handle: '@KPlay_GG', looked: 1 },
    });
    expect(await validate('twitter_follow', nobody, { handle: 'kplay_gg' })).toMatchObject({
      errorType: 'ACCOUNT_NOT_LINKED',
    });
  });

  it('twitter_follow: looks at the 1,000 most recent follows, and says so', async () => {
    expect(await validate('twitter_follow', ravi, { handle: 'kplay_gg' })).toMatchObject({
      message: '@kplay_gg is not among the accounts @ravi_plays follows (@ravi_plays follows no one)',
    });
    x.follow(RAVI.id, BRAND.id);
    for (let i = 0; i < 1000; i++) {
      x.addUser({ id: String(70_000 + i), username: `streamer${i}`, name: `Streamer ${i}` });
      x.follow(RAVI.id, String(70_000 + i));
    }
    expect(await validate('twitter_follow', ravi, { handle: 'kplay_gg' })).toMatchObject({
      ok: false,
      errorCode: 'X_NOT_FOLLOWING',
      message:
        '@kplay_gg is not among the accounts @ravi_plays follows (we looked at the 1,000 most recent follows)',
      evidence: { looked: 1000, isWholeList: false },
    });
  });

  it('twitter_brand_in_profile_name: the brand in the name, whatever its case', async () => {
    expect(await validate('twitter_brand_in_profile_name', asha, { brand: 'KPlay' })).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_BRAND_NOT_IN_NAME',
      message: 'The name of @asha_plays on X is "Asha Plays", which does not contain "KPlay"',
    });
    x.addUser({ ...ASHA, name: 'Asha | kplay squad' });
    expect(await validate('twitter_brand_in_profile_name', asha, { brand: 'KPlay' })).toMatchObject({
      ok: true,
      evidence: { name: 'Asha | kplay squad', brand: 'KPlay' },
    });
    x.addUser(ASHA);
  });

  it('twitter_bio: the text in the bio, and what the bio reads when it is not', async () => {
    expect(await validate('twitter_bio', asha, { text: '#kplay FAN' })).toMatchObject({ ok: true });
    expect(await validate('twitter_bio', asha, { text: 'KPlay ambassador' })).toMatchObject({
      ok: false,
      errorCode: 'X_BIO_MISSING_TEXT',
      message: `The bio of @asha_plays on X does not contain "KPlay ambassador"; it reads "${ASHA.description}"`,
    });
    expect(await validate('twitter_bio', ravi, { text: 'KPlay' })).toMatchObject({
      ok: false,
      message: 'The bio of @ravi_plays on X is empty; it must contain "KPlay"',
    });
  });
});

describe('the X validators, likes and reposts', () => {
  it('twitter_like: says what we looked at, then passes once liked', async () => {
    x.like(OTHER.id, brandPost);
    expect(await validate('twitter_like', asha, { tweetId: brandPost })).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_NOT_LIKED',
      message: `@asha_plays has not liked the post ${brandPost}: we looked at all the likes X shows (1)`,
    });
    x.like(ASHA.id, brandPost);
    expect(await validate('twitter_like', asha, { tweetId: brandPost })).toMatchObject({
      ok: true,
      evidence: { postId: brandPost, looked: 1 },
    });
  });

  it('twitter_like: a like older than the 100 most recent is not seen, and the message says so', async () => {
    const busy = x.post({ authorId: BRAND.id, text: 'Giveaway!' });
    x.like(ASHA.id, busy);
    for (let i = 0; i < 120; i++) {
      x.addUser({ id: String(50_000 + i), username: `fan${i}`, name: `Fan ${i}` });
      x.like(String(50_000 + i), busy);
    }
    expect(await validate('twitter_like', asha, { tweetId: busy })).toMatchObject({
      ok: false,
      message: `@asha_plays has not liked the post ${busy}: we looked at all the likes X shows (100)`,
      evidence: { looked: 100 },
    });
  });

  it('twitter_retweet: fails, then passes once reposted', async () => {
    expect(await validate('twitter_retweet', asha, { tweetId: brandPost })).toMatchObject({
      ok: false,
      errorCode: 'X_NOT_RETWEETED',
      message: `@asha_plays has not reposted the post ${brandPost}: X shows no reposts on it`,
    });
    x.retweet(ASHA.id, brandPost);
    expect(await validate('twitter_retweet', asha, { tweetId: brandPost })).toMatchObject({ ok: true });
  });

  it('says when the task’s post is gone from X', async () => {
    expect(await validate('twitter_like', asha, { tweetId: '1234567890' })).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_TASK_POST_NOT_FOUND',
      message:
        'The post 1234567890 of this task is not on X any more (or @asha_plays cannot see it), so we could not check it',
    });
  });
});

describe('the X validators, the user’s posts', () => {
  it('twitter_comment: the link must be a post of theirs replying to the task’s post, with the words', async () => {
    const config = { tweetId: brandPost, mustInclude: ['Mage', 'GG'] };
    expect(await validate('twitter_comment', asha, config)).toMatchObject({
      errorType: 'INVALID_SUBMISSION',
      errorCode: 'X_POST_LINK_MISSING',
    });
    expect(
      await validate('twitter_comment', asha, config, { submission: 'https://x.com/asha_plays' }),
    ).toMatchObject({
      errorType: 'INVALID_SUBMISSION',
      errorCode: 'X_POST_LINK_INVALID',
      message:
        '"https://x.com/asha_plays" is not a link to a post on X; it should look like https://x.com/asha_plays/status/1790000000000000000',
    });
    const ravisReply = x.post({ authorId: RAVI.id, replyTo: brandPost, text: 'Mage GG' });
    expect(
      await validate('twitter_comment', asha, config, { submission: postUrl(ravisReply) }),
    ).toMatchObject({
      errorType: 'INVALID_SUBMISSION',
      errorCode: 'X_POST_NOT_YOURS',
      message: `The post ${ravisReply} was not posted by @asha_plays, the X account linked to you`,
    });
    const standalone = x.post({ authorId: ASHA.id, text: 'Mage GG' });
    expect(
      await validate('twitter_comment', asha, config, { submission: postUrl(standalone) }),
    ).toMatchObject({
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_NOT_A_REPLY',
      message: `Your post ${standalone} is not a reply to the post ${brandPost}: reply to that post, then paste the link to your reply`,
    });
    const short = x.post({ authorId: ASHA.id, replyTo: brandPost, text: 'mage forever' });
    expect(await validate('twitter_comment', asha, config, { submission: postUrl(short) })).toMatchObject({
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_REPLY_MISSING_WORDS',
      message: `Your reply ${short} does not include "GG" (it must include "Mage", "GG")`,
    });
    const good = x.post({ authorId: ASHA.id, replyTo: brandPost, text: 'MAGE all the way, gg' });
    expect(await validate('twitter_comment', asha, config, { submission: postUrl(good) })).toMatchObject({
      ok: true,
      evidence: { postId: good, taskPostId: brandPost },
    });
    // A reply deeper in the thread belongs to the same conversation.
    const deeper = x.post({ authorId: ASHA.id, replyTo: ravisReply, text: 'Mage gg too' });
    expect(
      await validate('twitter_comment', asha, config, {
        submission: `https://twitter.com/i/web/status/${deeper}`,
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await validate('twitter_comment', asha, config, { submission: postUrl('999999999999') }),
    ).toMatchObject({
      errorType: 'INVALID_SUBMISSION',
      errorCode: 'X_POST_NOT_FOUND',
      message: 'We found no post 999999999999 on X: it may have been deleted, or its account is protected',
    });
  });

  it('twitter_hashtag_tweet: every hashtag, in a post made after the campaign started', async () => {
    const config = { hashtags: ['#KPlay', 'Season2'] };
    const old = x.post({
      authorId: ASHA.id,
      text: '#kplay #season2',
      createdAt: new Date('2030-02-27T10:30:00.000Z'),
    });
    expect(await validate('twitter_hashtag_tweet', asha, config, { submission: postUrl(old) })).toMatchObject(
      {
        errorType: 'REQUIREMENT_NOT_MET',
        errorCode: 'X_POST_BEFORE_CAMPAIGN',
        message: `Your post ${old} was posted on 2030-02-27 10:30 UTC, before this campaign started (2030-03-01 00:00 UTC): post a new one`,
      },
    );
    const partial = x.post({ authorId: ASHA.id, text: 'Loving it #KPLAY #gaming', createdAt: after(2) });
    expect(
      await validate('twitter_hashtag_tweet', asha, config, { submission: postUrl(partial) }),
    ).toMatchObject({
      errorCode: 'X_HASHTAGS_MISSING',
      message: `Your post ${partial} does not have #Season2 (it has #KPLAY, #gaming)`,
    });
    const good = x.post({ authorId: ASHA.id, text: 'Loving it #kplay #SEASON2', createdAt: after(2) });
    expect(
      await validate('twitter_hashtag_tweet', asha, config, { submission: postUrl(good) }),
    ).toMatchObject({
      ok: true,
      evidence: { hashtags: ['#kplay', '#SEASON2'] },
    });
  });

  it('twitter_share_referral: their post links their own referral link (X shortens it; we read the original)', async () => {
    const plain = x.post({ authorId: ASHA.id, text: 'Join me on KPlay https://kplay.gg/?ref=RAVI2' });
    expect(await validate('twitter_share_referral', asha, {}, { submission: postUrl(plain) })).toMatchObject({
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'X_REFERRAL_LINK_MISSING',
      message: `Your post ${plain} does not link your referral link (${REFERRAL}); the links in it are https://kplay.gg/?ref=RAVI2`,
    });
    const shared = x.post({
      authorId: ASHA.id,
      text: 'Join me on KPlay https://www.kplay.gg/?ref=ASHA1&utm_source=x',
    });
    expect(await validate('twitter_share_referral', asha, {}, { submission: postUrl(shared) })).toMatchObject(
      {
        ok: true,
        evidence: { postId: shared, expected: [REFERRAL] },
      },
    );
    expect(await validate('twitter_share_referral', ravi, {}, { submission: postUrl(shared) })).toMatchObject(
      {
        errorType: 'REQUIREMENT_NOT_MET',
        errorCode: 'REFERRAL_LINK_MISSING',
      },
    );
  });

  it('share_pog_card_on_x: their post links their POG card or its share link', async () => {
    const other = x.post({ authorId: ASHA.id, text: 'Look https://kplay.gg/pog-card/ravi_plays' });
    expect(await validate('share_pog_card_on_x', asha, {}, { submission: postUrl(other) })).toMatchObject({
      errorCode: 'X_POG_CARD_LINK_MISSING',
      message: `Your post ${other} does not link your POG card (${POG_CARD}); the links in it are https://kplay.gg/pog-card/ravi_plays`,
    });
    const noLinks = x.post({ authorId: ASHA.id, text: 'My card is great' });
    expect(await validate('share_pog_card_on_x', asha, {}, { submission: postUrl(noLinks) })).toMatchObject({
      message: `Your post ${noLinks} does not link your POG card (${POG_CARD}); it has no links`,
    });
    const card = x.post({ authorId: ASHA.id, text: 'My POG card https://kplay.gg/pog-card/asha_plays' });
    expect(await validate('share_pog_card_on_x', asha, {}, { submission: postUrl(card) })).toMatchObject({
      ok: true,
    });
    const short = x.post({ authorId: ASHA.id, text: 'My POG card https://kpl.ay/s/pog-asha?utm_source=x' });
    expect(await validate('share_pog_card_on_x', asha, {}, { submission: postUrl(short) })).toMatchObject({
      ok: true,
    });
    expect(await validate('share_pog_card_on_x', ravi, {}, { submission: postUrl(card) })).toMatchObject({
      errorCode: 'POG_CARD_MISSING',
      message: 'You have no POG card to share yet: mint yours first',
    });
  });
});

describe('the X validators when X or its configuration is not there', () => {
  it('never passes a task on an installation without X credentials', async () => {
    const unconfigured = validatorsOf(buildSocial(false), false);
    const configs: Record<(typeof X_TASK_TYPES)[number], object> = {
      link_twitter: {},
      twitter_comment: { tweetId: brandPost },
      twitter_like: { tweetId: brandPost },
      twitter_retweet: { tweetId: brandPost },
      twitter_follow: { handle: 'kplay_gg' },
      twitter_brand_in_profile_name: { brand: 'KPlay' },
      twitter_hashtag_tweet: { hashtags: ['kplay'] },
      twitter_share_referral: {},
      twitter_bio: { text: 'KPlay' },
      share_pog_card_on_x: {},
    };
    for (const type of X_TASK_TYPES) {
      expect(
        await validate(type, asha, configs[type], { set: unconfigured, submission: postUrl(brandPost) }),
      ).toEqual({
        ok: false,
        errorType: 'PROVIDER_NOT_CONFIGURED',
        errorCode: 'X_NOT_CONFIGURED',
        params: { provider: 'X' },
        message: X_NOT_CONFIGURED_MESSAGE,
      });
    }
    expect(X_NOT_CONFIGURED_MESSAGE).toBe(
      'X is not connected on this installation yet: this task cannot be checked, so it stays open',
    );
  });

  it('offers no POG card share check while the installation mints no POG cards', () => {
    const withoutPog = xValidators({ ...depsOf(social, true), pogCardUrl: null });
    expect(Object.keys(withoutPog).sort()).toEqual(
      X_TASK_TYPES.filter((type) => type !== 'share_pog_card_on_x').sort(),
    );
    expect(Object.keys(validators)).toContain('share_pog_card_on_x');
  });

  it('refreshes an access token X no longer accepts through the social service, and checks again once', async () => {
    x.expireAccessTokens();
    const tokenCalls = () => x.requests.filter((r) => r.startsWith('POST /2/oauth2/token')).length;
    const meCalls = () => x.requests.filter((r) => r.startsWith('GET /2/users/me')).length;
    const [tokensBefore, meBefore] = [tokenCalls(), meCalls()];
    expect(await validate('twitter_bio', asha, { text: 'KPlay fan' })).toMatchObject({ ok: true });
    expect(tokenCalls() - tokensBefore).toBe(1);
    expect(meCalls() - meBefore).toBe(2);
    // The refreshed token is kept: the next check needs no refresh.
    expect(await validate('twitter_bio', asha, { text: 'KPlay fan' })).toMatchObject({ ok: true });
    expect(tokenCalls() - tokensBefore).toBe(1);
  });

  it('asks the user to connect X again when the app was revoked on X', async () => {
    x.revokeUserTokens(RAVI.id);
    expect(await validate('twitter_follow', ravi, { handle: 'kplay_gg' })).toMatchObject({
      ok: false,
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'X_RECONNECT_NEEDED',
      message:
        'X no longer accepts our connection to @ravi_plays (it was revoked or has expired): connect X again, then retry',
    });
  });

  it('says when X rate limits us and when to try again', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const resetAt = new Date(now.getTime() + 15 * 60_000);
    x.rateLimitNext(resetAt);
    expect(await validate('twitter_follow', asha, { handle: 'kplay_gg' }, { now })).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_UNAVAILABLE',
      errorCode: 'X_RATE_LIMITED',
      message: `X is limiting how often we can check right now: try again in 15 minutes (after ${resetAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      evidence: { retryAt: resetAt.toISOString(), xStatus: 429 },
    });
  });

  it('says when X does not answer as it should', async () => {
    x.failNext({ status: 503 });
    expect(await validate('twitter_retweet', asha, { tweetId: brandPost })).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_UNAVAILABLE',
      errorCode: 'X_UNAVAILABLE',
      message: 'X did not answer our check as it should (answered 503): try again in a few minutes',
    });
  });
});
