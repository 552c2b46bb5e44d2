import { taskAccount } from '@kp/domain/campaigns';
import { TASK_TYPES, type TASK_REQUIRED_ACCOUNT } from '@kp/domain/tasks';
import { linksToPage, normaliseHashtag, parseXPostUrl } from '@kp/domain/x-posts';
import { AppError } from '@kp/domain/errors';
import { ProviderError, isProviderRejection } from '../../../providers/oauth2/provider-http';
import type { XApiClient, XPost, XUserScan } from '../../../providers/x/x-api';
import { XRateLimitedError } from '../../../providers/x/x-http';
import { checkWords } from './check-words';
import {
  failed,
  passed,
  type TaskValidator,
  type ValidationInput,
  type ValidationOutcome,
  type ValidatorSet,
} from './validator';

/** The linked X account as the social module keeps it (X's user id and the handle without @). */
export type XLinkedAccount = { externalId: string; handle: string | null };

/**
 * What the X task validators need from the rest of the platform (the lead wires them in app.ts):
 * the social service's linked account and a valid access token (it refreshes an expired one, and
 * when `fn` fails with X's 401 refreshes and calls `fn` once more), X's API v2 client, and the
 * campaign module's referral link, POG card link and campaign start.
 */
export type XValidatorDeps = {
  /** False when this installation has no X client credentials. */
  isConfigured: boolean;
  api: XApiClient;
  findLinkedAccount(userId: string, provider: 'twitter'): Promise<XLinkedAccount | null>;
  withAccessToken<T>(
    userId: string,
    provider: 'twitter',
    fn: (accessToken: string, account: XLinkedAccount) => Promise<T>,
  ): Promise<T>;
  /** The user's referral link, or null when they have none yet. */
  referralLink(userId: string): Promise<string | null>;
  /**
   * The links of the user's POG card (`<PUBLIC_URL>/pog-card/<username>`, its share link), or null
   * without a card. Null itself while this installation mints no POG cards: the share task is then
   * not offered (operators cannot add one), rather than one nobody could pass.
   */
  pogCardUrl: ((userId: string) => Promise<string | readonly string[] | null>) | null;
  /** When the task's campaign started (posts made before it do not count), or null if it has not. */
  campaignStartsAt(campaignId: string): Promise<Date | null>;
};

/** The words of X_NOT_CONFIGURED (shared with the other services' "not connected here"). */
export const X_NOT_CONFIGURED_MESSAGE = checkWords('X_NOT_CONFIGURED', { provider: 'X' });

const at = (account: XLinkedAccount) => (account.handle ? `@${account.handle}` : 'your X account');
const contains = (haystack: string, needle: string) =>
  haystack
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .includes(needle.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim());

/** The ten X task types' validators: the account link, posts, likes, reposts, follows and the profile. */
export function xValidators(deps: XValidatorDeps): ValidatorSet {
  type Context = { token: string; account: XLinkedAccount; evidence: Record<string, unknown> };

  /** The steps every X check shares: configured, linked, a token; X's failures said in words. */
  async function onX(
    input: ValidationInput,
    check: (context: Context) => Promise<ValidationOutcome>,
  ): Promise<ValidationOutcome> {
    if (!deps.isConfigured) return notConfigured();
    const linked = await deps.findLinkedAccount(input.userId, 'twitter');
    if (!linked) return notLinked();
    try {
      return await deps.withAccessToken(input.userId, 'twitter', (token, account) =>
        check({ token, account, evidence: { account: at(account), accountId: account.externalId } }),
      );
    } catch (error) {
      return providerFailure(error, linked, input.now);
    }
  }

  /** Reads the post the user pasted the link of, and makes sure it is theirs. */
  async function usersPost(
    input: ValidationInput,
    { token, account, evidence }: Context,
  ): Promise<{ post: XPost } | { outcome: ValidationOutcome }> {
    const submission = input.submission?.trim() ?? '';
    const handle = account.handle ?? undefined;
    if (!submission)
      return { outcome: failed('INVALID_SUBMISSION', 'X_POST_LINK_MISSING', { handle }, evidence) };
    const link = parseXPostUrl(submission);
    if (!link)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_LINK_INVALID',
          { submission: submission.slice(0, 200), handle },
          { ...evidence, submission: submission.slice(0, 200) },
        ),
      };
    const post = await deps.api.findPost(token, link.postId);
    const seen = { ...evidence, postId: link.postId };
    if (!post)
      return { outcome: failed('INVALID_SUBMISSION', 'X_POST_NOT_FOUND', { postId: link.postId }, seen) };
    if (post.authorId !== account.externalId)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_NOT_YOURS',
          { postId: post.id, account: at(account) },
          { ...seen, authorId: post.authorId },
        ),
      };
    return { post };
  }

  /** A post's links as written (X's expanded links, and any plain link left in the text). */
  const postLinks = (post: XPost) => [
    ...post.links,
    ...(post.text.match(/https?:\/\/\S+/g) ?? []).filter((l) => !/^https?:\/\/t\.co\//i.test(l)),
  ];

  /** A like or repost check: the post's list of users, walked for the user's id. */
  function inList(kind: 'like' | 'retweet'): TaskValidator<'twitter_like' | 'twitter_retweet'> {
    return (input) =>
      onX(input, async ({ token, account, evidence }) => {
        const postId = input.task.config.tweetId;
        const seen = { ...evidence, postId };
        let scan: XUserScan;
        try {
          scan =
            kind === 'like'
              ? await deps.api.findLikingUser(token, postId, account.externalId)
              : await deps.api.findRetweeter(token, postId, account.externalId);
        } catch (error) {
          if (isProviderRejection(error, 404)) return taskPostGone(postId, account, seen);
          throw error;
        }
        const evidenceOfScan = { ...seen, looked: scan.looked, isWholeList: scan.isWholeList };
        if (scan.match) return passed(evidenceOfScan);
        const words = { account: at(account), postId, looked: scan.looked, isWholeList: scan.isWholeList };
        return failed(
          'REQUIREMENT_NOT_MET',
          kind === 'like' ? 'X_NOT_LIKED' : 'X_NOT_RETWEETED',
          words,
          evidenceOfScan,
        );
      });
  }

  const taskPostGone = (postId: string, account: XLinkedAccount, evidence: Record<string, unknown>) =>
    failed('REQUIREMENT_NOT_MET', 'X_TASK_POST_NOT_FOUND', { postId, account: at(account) }, evidence);

  /** A post of the user's that must link a page of ours (their referral link, their POG card). */
  function linksOurPage(
    code: 'X_REFERRAL_LINK_MISSING' | 'X_POG_CARD_LINK_MISSING',
    expectedLinks: (userId: string) => Promise<readonly string[] | null>,
    noneYet: ValidationOutcome,
  ): TaskValidator<'twitter_share_referral' | 'share_pog_card_on_x'> {
    return async (input) => {
      if (!deps.isConfigured) return notConfigured();
      // Known before asking X: a user with nothing to share is told so without a call.
      const expected = await expectedLinks(input.userId);
      if (!expected || expected.length === 0) return noneYet;
      return onX(input, async (context) => {
        const found = await usersPost(input, context);
        if ('outcome' in found) return found.outcome;
        const { post } = found;
        const links = postLinks(post);
        const evidence = { ...context.evidence, postId: post.id, expected, links };
        if (links.some((link) => expected.some((page) => linksToPage(link, page)))) return passed(evidence);
        return failed('REQUIREMENT_NOT_MET', code, { postId: post.id, expected, links }, evidence);
      });
    };
  }

  const validators = {
    link_twitter: (input) =>
      onX(input, async ({ token, account, evidence }) => {
        const me = await deps.api.getMe(token);
        if (me.id !== account.externalId)
          return failed(
            'ACCOUNT_NOT_LINKED',
            'X_RECONNECT_NEEDED',
            { account: at(account), answeredFor: me.username },
            { ...evidence, answeredFor: me.id },
          );
        return passed({ ...evidence, handle: me.username });
      }),

    twitter_follow: (input) =>
      onX(input, async ({ token, account, evidence }) => {
        const { handle } = input.task.config;
        const scan = await deps.api.findFollowing(token, account.externalId, handle);
        const seen = {
          ...evidence,
          handle: `@${handle}`,
          looked: scan.looked,
          isWholeList: scan.isWholeList,
        };
        if (scan.match) return passed(seen);
        return failed(
          'REQUIREMENT_NOT_MET',
          'X_NOT_FOLLOWING',
          { handle, account: at(account), looked: scan.looked, isWholeList: scan.isWholeList },
          seen,
        );
      }),

    twitter_like: inList('like'),
    twitter_retweet: inList('retweet'),

    twitter_brand_in_profile_name: (input) =>
      onX(input, async ({ token, account, evidence }) => {
        const { brand } = input.task.config;
        const me = await deps.api.getMe(token, { withProfile: true });
        const seen = { ...evidence, name: me.name, brand };
        if (contains(me.name, brand)) return passed(seen);
        return failed(
          'REQUIREMENT_NOT_MET',
          'X_BRAND_NOT_IN_NAME',
          { account: at(account), name: me.name, brand },
          seen,
        );
      }),

    twitter_bio: (input) =>
      onX(input, async ({ token, account, evidence }) => {
        const { text } = input.task.config;
        const me = await deps.api.getMe(token, { withProfile: true });
        const bio = me.description ?? '';
        const seen = { ...evidence, bio, text };
        if (contains(bio, text)) return passed(seen);
        return failed('REQUIREMENT_NOT_MET', 'X_BIO_MISSING_TEXT', { account: at(account), bio, text }, seen);
      }),

    twitter_comment: (input) =>
      onX(input, async (context) => {
        const found = await usersPost(input, context);
        if ('outcome' in found) return found.outcome;
        const { post } = found;
        const { tweetId, mustInclude } = input.task.config;
        const evidence = { ...context.evidence, postId: post.id, taskPostId: tweetId, text: post.text };
        const isReply =
          post.id !== tweetId && (post.repliedToId === tweetId || post.conversationId === tweetId);
        if (!isReply)
          return failed(
            'REQUIREMENT_NOT_MET',
            'X_NOT_A_REPLY',
            { postId: post.id, taskPostId: tweetId },
            { ...evidence, repliedToId: post.repliedToId, conversationId: post.conversationId },
          );
        const written = [post.text, ...postLinks(post)].join(' ');
        const missing = mustInclude.filter((word) => !contains(written, word));
        if (missing.length)
          return failed(
            'REQUIREMENT_NOT_MET',
            'X_REPLY_MISSING_WORDS',
            { postId: post.id, missing, mustInclude },
            { ...evidence, missing },
          );
        return passed(evidence);
      }),

    twitter_hashtag_tweet: (input) =>
      onX(input, async (context) => {
        const found = await usersPost(input, context);
        if ('outcome' in found) return found.outcome;
        const { post } = found;
        const wanted = input.task.config.hashtags.map((tag) => `#${tag.replace(/^#/, '')}`);
        const has = new Set(post.hashtags.map(normaliseHashtag));
        const evidence = {
          ...context.evidence,
          postId: post.id,
          hashtags: post.hashtags.map((t) => `#${t}`),
        };
        const startsAt = await deps.campaignStartsAt(input.task.campaignId);
        if (startsAt && (!post.createdAt || post.createdAt < startsAt))
          return failed(
            'REQUIREMENT_NOT_MET',
            'X_POST_BEFORE_CAMPAIGN',
            {
              postId: post.id,
              postedAt: post.createdAt?.toISOString(),
              campaignStartsAt: startsAt.toISOString(),
            },
            {
              ...evidence,
              postedAt: post.createdAt?.toISOString() ?? null,
              campaignStartsAt: startsAt.toISOString(),
            },
          );
        const missing = wanted.filter((tag) => !has.has(normaliseHashtag(tag)));
        if (missing.length)
          return failed(
            'REQUIREMENT_NOT_MET',
            'X_HASHTAGS_MISSING',
            { postId: post.id, missing, hashtags: evidence.hashtags },
            { ...evidence, missing },
          );
        return passed(evidence);
      }),

    twitter_share_referral: linksOurPage(
      'X_REFERRAL_LINK_MISSING',
      async (userId) => {
        const link = await deps.referralLink(userId);
        return link ? [link] : null;
      },
      failed('REQUIREMENT_NOT_MET', 'REFERRAL_LINK_MISSING', {}),
    ),

    share_pog_card_on_x: linksOurPage(
      'X_POG_CARD_LINK_MISSING',
      async (userId) => {
        const links = await deps.pogCardUrl!(userId);
        return links === null ? null : typeof links === 'string' ? [links] : links;
      },
      failed('REQUIREMENT_NOT_MET', 'POG_CARD_MISSING', {}),
    ),
  } satisfies { [T in X_TASK_TYPE]: TaskValidator<T> };

  if (!deps.pogCardUrl) {
    const { share_pog_card_on_x: _unchecked, ...withoutPogShare } = validators;
    return withoutPogShare;
  }
  return validators;
}

type XActionTaskType = {
  [T in keyof typeof TASK_REQUIRED_ACCOUNT]: (typeof TASK_REQUIRED_ACCOUNT)[T] extends 'twitter' ? T : never;
}[keyof typeof TASK_REQUIRED_ACCOUNT];
/** A task type checked on X: linking the account, and every task done through it. */
type X_TASK_TYPE = 'link_twitter' | XActionTaskType;

/** The task types the X validators check: those whose account is X, as the domain says. */
export const X_TASK_TYPES = TASK_TYPES.filter((type): type is X_TASK_TYPE => taskAccount(type) === 'twitter');

const notConfigured = () => failed('PROVIDER_NOT_CONFIGURED', 'X_NOT_CONFIGURED', { provider: 'X' });

const notLinked = () => failed('ACCOUNT_NOT_LINKED', 'X_NOT_LINKED', {}, { linked: false });

const reconnect = (account: XLinkedAccount) =>
  failed('ACCOUNT_NOT_LINKED', 'X_RECONNECT_NEEDED', { account: at(account) }, { account: at(account) });

/**
 * X's failures, and the social service's about the link, in words the user can act on; anything
 * else is not X's and goes up to the engine.
 */
function providerFailure(error: unknown, account: XLinkedAccount, now: Date): ValidationOutcome {
  if (error instanceof AppError) {
    const code: string = error.code;
    if (code === 'SOCIAL_PROVIDER_NOT_CONFIGURED') return notConfigured();
    if (code === 'SOCIAL_ACCOUNT_NOT_LINKED') return notLinked();
    if (code === 'SOCIAL_RECONNECT_REQUIRED') return reconnect(account);
    // A refresh that X did not answer comes wrapped; its cause says whether X was rate limiting.
    if (code === 'SOCIAL_PROVIDER_UNAVAILABLE' && error.cause instanceof ProviderError)
      return providerFailure(error.cause, account, now);
    throw error;
  }
  if (!(error instanceof ProviderError)) throw error;
  // Still refused after the social service refreshed the token once: the link is gone.
  if (error.kind === 'rejected' && error.status === 401) return reconnect(account);
  const evidence = { account: at(account), xStatus: error.status, xError: error.providerCode };
  if (error instanceof XRateLimitedError) {
    const minutes = error.retryAt
      ? Math.max(1, Math.ceil((error.retryAt.getTime() - now.getTime()) / 60_000))
      : null;
    return failed(
      'PROVIDER_UNAVAILABLE',
      'X_RATE_LIMITED',
      error.retryAt && minutes ? { minutes, retryAt: error.retryAt.toISOString() } : {},
      { ...evidence, retryAt: error.retryAt?.toISOString() ?? null },
    );
  }
  if (error.kind === 'unavailable')
    return failed(
      'PROVIDER_UNAVAILABLE',
      'X_UNAVAILABLE',
      { reason: error.message.replace(/^twitter: /, '') },
      evidence,
    );
  return failed(
    'PROVIDER_UNAVAILABLE',
    'X_REFUSED',
    { providerCode: error.providerCode ?? undefined },
    evidence,
  );
}
