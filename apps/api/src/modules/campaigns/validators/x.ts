import { taskAccount } from '@kp/domain/campaigns';
import { TASK_TYPES, type TASK_REQUIRED_ACCOUNT } from '@kp/domain/tasks';
import { linksToPage, normaliseHashtag, parseXPostUrl } from '@kp/domain/x-posts';
import { AppError } from '@kp/domain/errors';
import { ProviderError, isProviderRejection } from '../../../providers/oauth2/provider-http';
import type { XApiClient, XPost, XUserScan } from '../../../providers/x/x-api';
import { XRateLimitedError } from '../../../providers/x/x-http';
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

export const X_NOT_CONFIGURED_MESSAGE =
  'X is not connected on this installation yet: this task cannot be checked, so it stays open';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const quoteList = (items: string[]) => items.map((i) => `"${i}"`).join(', ');
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
    const example = `https://x.com/${account.handle ?? 'you'}/status/1790000000000000000`;
    if (!submission)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_LINK_MISSING',
          `Paste the link to your post on X (like ${example})`,
          evidence,
        ),
      };
    const link = parseXPostUrl(submission);
    if (!link)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_LINK_INVALID',
          `"${submission.slice(0, 200)}" is not a link to a post on X; it should look like ${example}`,
          { ...evidence, submission: submission.slice(0, 200) },
        ),
      };
    const post = await deps.api.findPost(token, link.postId);
    const seen = { ...evidence, postId: link.postId };
    if (!post)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_NOT_FOUND',
          `We found no post ${link.postId} on X: it may have been deleted, or its account is protected`,
          seen,
        ),
      };
    if (post.authorId !== account.externalId)
      return {
        outcome: failed(
          'INVALID_SUBMISSION',
          'X_POST_NOT_YOURS',
          `The post ${post.id} was not posted by ${at(account)}, the X account linked to you`,
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

  /** A list walk's scope in words: "we looked at all the likes X shows (37)" or "the 1,000 most recent". */
  const lookedAt = (scan: XUserScan, noun: string) =>
    scan.looked === 0
      ? `X shows no ${noun} on it`
      : scan.isWholeList
        ? `we looked at all the ${noun} X shows (${count(scan.looked)})`
        : `we looked at the ${count(scan.looked)} most recent ${noun}`;

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
        return kind === 'like'
          ? failed(
              'REQUIREMENT_NOT_MET',
              'X_NOT_LIKED',
              `${at(account)} has not liked the post ${postId}: ${lookedAt(scan, 'likes')}`,
              evidenceOfScan,
            )
          : failed(
              'REQUIREMENT_NOT_MET',
              'X_NOT_RETWEETED',
              `${at(account)} has not reposted the post ${postId}: ${lookedAt(scan, 'reposts')}`,
              evidenceOfScan,
            );
      });
  }

  const taskPostGone = (postId: string, account: XLinkedAccount, evidence: Record<string, unknown>) =>
    failed(
      'REQUIREMENT_NOT_MET',
      'X_TASK_POST_NOT_FOUND',
      `The post ${postId} of this task is not on X any more (or ${at(account)} cannot see it), so we could not check it`,
      evidence,
    );

  /** A post of the user's that must link a page of ours (their referral link, their POG card). */
  function linksOurPage(
    code: 'X_REFERRAL_LINK_MISSING' | 'X_POG_CARD_LINK_MISSING',
    what: string,
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
        return failed(
          'REQUIREMENT_NOT_MET',
          code,
          `Your post ${post.id} does not link ${what} (${expected[0]}); ` +
            (links.length ? `the links in it are ${links.join(', ')}` : 'it has no links'),
          evidence,
        );
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
            `X answered for @${me.username}, not for ${at(account)} that you linked: connect X again`,
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
        const scope =
          scan.looked === 0
            ? `${at(account)} follows no one`
            : scan.isWholeList
              ? `we looked at all the accounts ${at(account)} follows (${count(scan.looked)})`
              : `we looked at the ${count(scan.looked)} most recent follows`;
        return failed(
          'REQUIREMENT_NOT_MET',
          'X_NOT_FOLLOWING',
          `@${handle} is not among the accounts ${at(account)} follows (${scope})`,
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
          `The name of ${at(account)} on X is "${me.name}", which does not contain "${brand}"`,
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
        return failed(
          'REQUIREMENT_NOT_MET',
          'X_BIO_MISSING_TEXT',
          bio
            ? `The bio of ${at(account)} on X does not contain "${text}"; it reads "${bio}"`
            : `The bio of ${at(account)} on X is empty; it must contain "${text}"`,
          seen,
        );
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
            `Your post ${post.id} is not a reply to the post ${tweetId}: reply to that post, then paste the link to your reply`,
            { ...evidence, repliedToId: post.repliedToId, conversationId: post.conversationId },
          );
        const written = [post.text, ...postLinks(post)].join(' ');
        const missing = mustInclude.filter((word) => !contains(written, word));
        if (missing.length)
          return failed(
            'REQUIREMENT_NOT_MET',
            'X_REPLY_MISSING_WORDS',
            `Your reply ${post.id} does not include ${quoteList(missing)} (it must include ${quoteList(mustInclude)})`,
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
            `Your post ${post.id} was posted ${post.createdAt ? `on ${utc(post.createdAt)}` : 'at a time X does not give'}, ` +
              `before this campaign started (${utc(startsAt)}): post a new one`,
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
            `Your post ${post.id} does not have ${missing.join(', ')}` +
              (post.hashtags.length
                ? ` (it has ${post.hashtags.map((t) => `#${t}`).join(', ')})`
                : ' (it has no hashtags)'),
            { ...evidence, missing },
          );
        return passed(evidence);
      }),

    twitter_share_referral: linksOurPage(
      'X_REFERRAL_LINK_MISSING',
      'your referral link',
      async (userId) => {
        const link = await deps.referralLink(userId);
        return link ? [link] : null;
      },
      failed('REQUIREMENT_NOT_MET', 'REFERRAL_LINK_MISSING', 'You have no referral link to share yet'),
    ),

    share_pog_card_on_x: linksOurPage(
      'X_POG_CARD_LINK_MISSING',
      'your POG card',
      async (userId) => {
        const links = await deps.pogCardUrl!(userId);
        return links === null ? null : typeof links === 'string' ? [links] : links;
      },
      failed(
        'REQUIREMENT_NOT_MET',
        'POG_CARD_MISSING',
        'You have no POG card to share yet: mint yours first',
      ),
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

const notConfigured = () => failed('PROVIDER_NOT_CONFIGURED', 'X_NOT_CONFIGURED', X_NOT_CONFIGURED_MESSAGE);

const notLinked = () =>
  failed(
    'ACCOUNT_NOT_LINKED',
    'X_NOT_LINKED',
    'Connect your X account first: this task is checked on X, through the account you link',
    { linked: false },
  );

const reconnect = (account: XLinkedAccount) =>
  failed(
    'ACCOUNT_NOT_LINKED',
    'X_RECONNECT_NEEDED',
    `X no longer accepts our connection to ${at(account)} (it was revoked or has expired): connect X again, then retry`,
    { account: at(account) },
  );

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
      error.retryAt && minutes
        ? `X is limiting how often we can check right now: try again in ${count(minutes)} ${minutes === 1 ? 'minute' : 'minutes'} (after ${utc(error.retryAt)})`
        : 'X is limiting how often we can check right now: try again in a few minutes',
      { ...evidence, retryAt: error.retryAt?.toISOString() ?? null },
    );
  }
  if (error.kind === 'unavailable')
    return failed(
      'PROVIDER_UNAVAILABLE',
      'X_UNAVAILABLE',
      `X did not answer our check as it should (${error.message.replace(/^twitter: /, '')}): try again in a few minutes`,
      evidence,
    );
  return failed(
    'PROVIDER_UNAVAILABLE',
    'X_REFUSED',
    `X refused our check${error.providerCode ? ` (${error.providerCode})` : ''}: try again later, or connect X again if it keeps failing`,
    evidence,
  );
}
