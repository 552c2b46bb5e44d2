import { formatTokenAmount } from '@kp/domain/evm-wallets';
import type { ProfileCompleteField } from '@kp/domain/task-config';
import { TASK_TYPE_LABELS, type TaskType } from '@kp/domain/tasks';

/**
 * The English words of a task check's outcome, by its code and parameters: the one place a
 * check's outcome is written as a sentence. Validators and the engine answer a code and its
 * parameters (names, ids, counts, what was seen); the engine keeps these words in the attempt's
 * `message` (the wire's field, and what operators read in the review queue), and the web words
 * the code and the parameters in the reader's language (apps/web/src/features/campaigns/
 * task-messages.ts, locale keys under campaign.codes).
 */

/** A parameter of a check's outcome: a name, an id, a count, a flag, a list of what was seen. */
export type CheckParam = string | number | boolean | readonly string[];

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const quoteList = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ');
const quest = (title: string | undefined) => (title ? `"${title}"` : 'the quest');
/** An X post link as the user should paste it, with their handle when known. */
const xPostExample = (handle: string | undefined) =>
  `https://x.com/${handle ?? 'you'}/status/1790000000000000000`;
/** "we looked at all the likes X shows (37)", or "the 1,000 most recent". */
const lookedAt = (p: { looked: number; isWholeList: boolean }, noun: string) =>
  p.looked === 0
    ? `X shows no ${noun} on it`
    : p.isWholeList
      ? `we looked at all the ${noun} X shows (${count(p.looked)})`
      : `we looked at the ${count(p.looked)} most recent ${noun}`;
/** What each wallet held, and the total when there are several: "0x1234…abcd: 5 KPT, … (8 KPT in all)". */
const holdings = (wallets: readonly string[], total: string) =>
  wallets.length < 2 ? wallets.join(', ') : `${wallets.join(', ')} (${total} in all)`;
const tokens = (p: { decimals: number; symbol: string }, units: string) =>
  `${formatTokenAmount(BigInt(units), p.decimals)} ${p.symbol}`;

type Provider = { provider: string };
const notConfigured = (p: Provider) =>
  `${p.provider} is not connected on this installation yet: this task cannot be checked, so it stays open`;
const notLinked = (p: Provider) => `Connect your ${p.provider} account first, then validate this task again`;
const unavailable = (p: Provider) =>
  `${p.provider} did not answer as expected, so we could not check this task. Please try again in a few minutes.`;
const noWallet = 'Connect an EVM wallet (sign the message in your wallet) to complete this task';
const notCheckable =
  'This task’s settings are not valid, so it cannot be checked: it stays open. The operators were told.';

const PROFILE_FIELD_WORDS: Record<ProfileCompleteField, string> = {
  username: 'username',
  firstName: 'first name',
  country: 'country',
};
/** The English names of profile fields, as PROFILE_INCOMPLETE's `missing` has always said them. */
export const profileFieldWords = (fields: readonly ProfileCompleteField[]) =>
  fields.map((field) => PROFILE_FIELD_WORDS[field]);

/** The words of every code a check answers, from its parameters. */
export const CHECK_WORDS = {
  // The engine's own outcomes
  VALIDATOR_ERROR: () =>
    'We could not check this task just now: the service it depends on did not answer as expected. It stays open; please try again in a few minutes.',
  TASK_CONFIG_INVALID: () => notCheckable,
  PROVIDER_NOT_CONFIGURED: (p: { taskType: TaskType }) =>
    `"${TASK_TYPE_LABELS[p.taskType] ?? p.taskType}" tasks cannot be checked on this installation yet, so this task stays open`,
  TWITTER_NOT_LINKED: () => 'Connect your X (Twitter) account first: this task is checked through it',
  LINK_MISSING: () => 'Paste the link to your post on X to complete this task',
  CODE_MISSING: () => 'Enter the code to complete this task',

  // The platform's own records (internal.ts)
  REFERRALS_TOO_FEW: (p: { referred: number; needed: number }) =>
    `${p.needed} ${p.needed === 1 ? 'friend needs' : 'friends need'} to join with your referral code; ${p.referred} joined so far`,
  LINK_NOT_VISITED: (p: { host: string }) =>
    `Open the task's link first (${p.host}): we have no visit of yours through it`,
  GAME_USERNAME_MISSING: () =>
    'Add your username for this game on your profile (game usernames): none is saved yet',
  QUEST_UNAVAILABLE: () => 'The quest of this task is no longer available, so it cannot be checked',
  STAGE_NOT_COMPLETED: (p: { quest?: string; hasStarted: boolean; completedStages: number }) =>
    p.hasStarted
      ? `The game has not reported this stage of ${quest(p.quest)} as completed yet (${p.completedStages} of its stages ${p.completedStages === 1 ? 'is' : 'are'})`
      : `Start ${quest(p.quest)} and play its stage in the game first`,
  /** Without completedStages: the internal check "complete the quest". */
  QUEST_NOT_COMPLETED: (p: { quest?: string; hasStarted: boolean; completedStages?: number }) =>
    p.completedStages === undefined
      ? `Complete ${quest(p.quest)} first`
      : p.hasStarted
        ? `${quest(p.quest)} is not completed yet (${p.completedStages} ${p.completedStages === 1 ? 'stage' : 'stages'} done)`
        : `Start ${quest(p.quest)} and complete it first`,
  CODE_INCORRECT: () => 'This code is not the one this task asks for',
  TASK_CONFIG_INCOMPLETE: () => 'This task names no quest, so it cannot be checked: it stays open',
  PHONE_NOT_VERIFIED: () => 'Verify your mobile number on your profile',
  KYC_NOT_VERIFIED: () => 'Complete your KYC (identity verification) first',
  /** `missing`: the fields' English names (profileFieldWords); `missingFields` their keys, for the web. */
  PROFILE_INCOMPLETE: (p: { missing: readonly string[]; missingFields: readonly ProfileCompleteField[] }) =>
    `Complete your profile: ${p.missing.join(', ')} missing`,

  // Linked accounts, Discord and Telegram (social.ts)
  DISCORD_NOT_CONFIGURED: notConfigured,
  GOOGLE_NOT_CONFIGURED: notConfigured,
  STEAM_NOT_CONFIGURED: notConfigured,
  TELEGRAM_NOT_CONFIGURED: notConfigured,
  DISCORD_NOT_LINKED: notLinked,
  GOOGLE_NOT_LINKED: notLinked,
  STEAM_NOT_LINKED: notLinked,
  TELEGRAM_NOT_LINKED: notLinked,
  DISCORD_UNAVAILABLE: unavailable,
  GOOGLE_UNAVAILABLE: unavailable,
  STEAM_UNAVAILABLE: unavailable,
  TELEGRAM_UNAVAILABLE: unavailable,
  /** With the status Discord refused a call with; else the link expired, or was refused on refresh. */
  DISCORD_RECONNECT_REQUIRED: (p: { providerStatus?: number; refused?: boolean }) =>
    p.providerStatus !== undefined
      ? `Discord refused us access to your account (${p.providerStatus}): connect your Discord account again, then validate`
      : p.refused
        ? 'Discord no longer accepts the connection to your account. Please connect it again.'
        : 'The connection to your Discord account has expired. Please connect it again.',
  /** With the role when the task asks for one. */
  DISCORD_NOT_IN_SERVER: (p: { account: string; guildId: string; inviteUrl?: string; role?: string }) =>
    p.role === undefined
      ? `Your Discord account ${p.account} is not a member of the server yet (Discord says so for server ${p.guildId}). Join it with ${p.inviteUrl ?? ''}, then validate again.`
      : `Your Discord account ${p.account} is not a member of the server, so it cannot have the role "${p.role}". Join the server first.`,
  DISCORD_ROLE_MISSING: (p: { account: string; role: string; rolesSeen: number }) =>
    `Your Discord account ${p.account} is in the server but does not have the role "${p.role}" (we saw ${p.rolesSeen === 0 ? 'no roles' : `${p.rolesSeen} other role${p.rolesSeen === 1 ? '' : 's'}`})`,
  TELEGRAM_BOT_CANNOT_SEE_CHAT: (p: { chatId: string; answer: string }) =>
    `Our Telegram bot cannot see the members of ${p.chatId} (Telegram answered: ${p.answer}): an operator must add the bot to it as an administrator. This task stays open until then.`,
  TELEGRAM_NOT_IN_CHANNEL: (p: {
    account: string;
    chatId: string;
    memberStatus: string;
    inviteUrl: string;
  }) =>
    `Your Telegram account ${p.account} is not in ${p.chatId} (Telegram says its status there is "${p.memberStatus}"). Join with ${p.inviteUrl}, then validate again.`,

  // Wallets and chains (evm.ts)
  /** With what the check reads (a token's symbol or an NFT's name) when a holding task asks. */
  WALLET_NOT_LINKED: (p: { symbol?: string; nft?: string }) =>
    p.symbol !== undefined
      ? `${noWallet}: it checks the ${p.symbol} it holds`
      : p.nft !== undefined
        ? `${noWallet}: it checks the ${p.nft} NFTs it holds`
        : noWallet,
  EVM_RPC_UNAVAILABLE: (p: { chainId: number; symbol?: string; nft?: string }) =>
    `Chain ${p.chainId} did not answer when we checked ${p.symbol !== undefined ? `your ${p.symbol} balance` : `your ${p.nft ?? ''} NFTs`}. Please try again in a few minutes.`,
  EVM_RPC_NOT_CONFIGURED: (p: { chainId: number }) =>
    `Chain ${p.chainId} is not connected on this installation yet: this task cannot be checked, so it stays open`,
  EVM_CHAIN_NOT_CONFIGURED: (p: { chainId: number }) =>
    `Chain ${p.chainId} is not connected on this installation yet: this task cannot be checked, so it stays open`,
  /** Amounts in the token's base units; `wallets` what each wallet held, as read. */
  WALLET_BALANCE_TOO_LOW: (p: {
    chainId: number;
    symbol: string;
    decimals: number;
    minBalance: string;
    total: string;
    wallets: readonly string[];
  }) =>
    `This task needs at least ${tokens(p, p.minBalance)} on chain ${p.chainId} in your linked wallets; we saw ${holdings(p.wallets, tokens(p, p.total))}`,
  NFT_COUNT_TOO_LOW: (p: {
    chainId: number;
    name: string;
    minCount: number;
    total: number;
    wallets: readonly string[];
  }) =>
    `This task needs at least ${p.minCount} ${p.name} NFT on chain ${p.chainId} in your linked wallets; we saw ${holdings(p.wallets, `${p.total} ${p.name}`)}`,

  // X (x.ts)
  X_NOT_CONFIGURED: notConfigured,
  X_NOT_LINKED: () => 'Connect your X account first: this task is checked on X, through the account you link',
  /** With the account X answered for when it is not the one linked; else the link was revoked. */
  X_RECONNECT_NEEDED: (p: { account: string; answeredFor?: string }) =>
    p.answeredFor !== undefined
      ? `X answered for @${p.answeredFor}, not for ${p.account} that you linked: connect X again`
      : `X no longer accepts our connection to ${p.account} (it was revoked or has expired): connect X again, then retry`,
  X_RATE_LIMITED: (p: { minutes?: number; retryAt?: string }) =>
    p.minutes !== undefined && p.retryAt !== undefined
      ? `X is limiting how often we can check right now: try again in ${count(p.minutes)} ${p.minutes === 1 ? 'minute' : 'minutes'} (after ${utc(p.retryAt)})`
      : 'X is limiting how often we can check right now: try again in a few minutes',
  X_UNAVAILABLE: (p: { reason: string }) =>
    `X did not answer our check as it should (${p.reason}): try again in a few minutes`,
  X_REFUSED: (p: { providerCode?: string }) =>
    `X refused our check${p.providerCode ? ` (${p.providerCode})` : ''}: try again later, or connect X again if it keeps failing`,
  X_POST_LINK_MISSING: (p: { handle?: string }) =>
    `Paste the link to your post on X (like ${xPostExample(p.handle)})`,
  X_POST_LINK_INVALID: (p: { submission: string; handle?: string }) =>
    `"${p.submission}" is not a link to a post on X; it should look like ${xPostExample(p.handle)}`,
  X_POST_NOT_FOUND: (p: { postId: string }) =>
    `We found no post ${p.postId} on X: it may have been deleted, or its account is protected`,
  X_POST_NOT_YOURS: (p: { postId: string; account: string }) =>
    `The post ${p.postId} was not posted by ${p.account}, the X account linked to you`,
  X_NOT_LIKED: (p: { account: string; postId: string; looked: number; isWholeList: boolean }) =>
    `${p.account} has not liked the post ${p.postId}: ${lookedAt(p, 'likes')}`,
  X_NOT_RETWEETED: (p: { account: string; postId: string; looked: number; isWholeList: boolean }) =>
    `${p.account} has not reposted the post ${p.postId}: ${lookedAt(p, 'reposts')}`,
  X_TASK_POST_NOT_FOUND: (p: { postId: string; account: string }) =>
    `The post ${p.postId} of this task is not on X any more (or ${p.account} cannot see it), so we could not check it`,
  X_REFERRAL_LINK_MISSING: (p: { postId: string; expected: readonly string[]; links: readonly string[] }) =>
    linkMissing('your referral link', p),
  X_POG_CARD_LINK_MISSING: (p: { postId: string; expected: readonly string[]; links: readonly string[] }) =>
    linkMissing('your POG card', p),
  X_NOT_FOLLOWING: (p: { handle: string; account: string; looked: number; isWholeList: boolean }) =>
    `@${p.handle} is not among the accounts ${p.account} follows (${
      p.looked === 0
        ? `${p.account} follows no one`
        : p.isWholeList
          ? `we looked at all the accounts ${p.account} follows (${count(p.looked)})`
          : `we looked at the ${count(p.looked)} most recent follows`
    })`,
  X_BRAND_NOT_IN_NAME: (p: { account: string; name: string; brand: string }) =>
    `The name of ${p.account} on X is "${p.name}", which does not contain "${p.brand}"`,
  X_BIO_MISSING_TEXT: (p: { account: string; bio: string; text: string }) =>
    p.bio
      ? `The bio of ${p.account} on X does not contain "${p.text}"; it reads "${p.bio}"`
      : `The bio of ${p.account} on X is empty; it must contain "${p.text}"`,
  X_NOT_A_REPLY: (p: { postId: string; taskPostId: string }) =>
    `Your post ${p.postId} is not a reply to the post ${p.taskPostId}: reply to that post, then paste the link to your reply`,
  X_REPLY_MISSING_WORDS: (p: {
    postId: string;
    missing: readonly string[];
    mustInclude: readonly string[];
  }) =>
    `Your reply ${p.postId} does not include ${quoteList(p.missing)} (it must include ${quoteList(p.mustInclude)})`,
  X_POST_BEFORE_CAMPAIGN: (p: { postId: string; postedAt?: string; campaignStartsAt: string }) =>
    `Your post ${p.postId} was posted ${p.postedAt ? `on ${utc(p.postedAt)}` : 'at a time X does not give'}, ` +
    `before this campaign started (${utc(p.campaignStartsAt)}): post a new one`,
  X_HASHTAGS_MISSING: (p: { postId: string; missing: readonly string[]; hashtags: readonly string[] }) =>
    `Your post ${p.postId} does not have ${p.missing.join(', ')}` +
    (p.hashtags.length ? ` (it has ${p.hashtags.join(', ')})` : ' (it has no hashtags)'),
  REFERRAL_LINK_MISSING: () => 'You have no referral link to share yet',
  POG_CARD_MISSING: () => 'You have no POG card to share yet: mint yours first',
} satisfies Record<string, (params: never) => string>;

function linkMissing(
  what: string,
  p: { postId: string; expected: readonly string[]; links: readonly string[] },
) {
  return (
    `Your post ${p.postId} does not link ${what} (${p.expected[0] ?? ''}); ` +
    (p.links.length ? `the links in it are ${p.links.join(', ')}` : 'it has no links')
  );
}

/** A code a task check answers (the validators' and the engine's). */
export type CheckCode = keyof typeof CHECK_WORDS;

/** The parameters of a code's words. */
export type CheckParams<C extends CheckCode> = Parameters<(typeof CHECK_WORDS)[C]>[0] extends undefined
  ? Record<string, never>
  : Parameters<(typeof CHECK_WORDS)[C]>[0];

/** The English words of a code with its parameters. */
export function checkWords<C extends CheckCode>(code: C, params: CheckParams<C>): string {
  return (CHECK_WORDS[code] as (p: CheckParams<C>) => string)(params);
}

/** The words of a verified task. */
export const TASK_VERIFIED_WORDS = 'Task verified';

/** What a task's check looks for, in words (verifyInfo.requirement), from its settings. */
export function requirementWords(type: TaskType, config: Record<string, unknown>): string {
  switch (type) {
    case 'twitter_follow':
      return `follow @${String(config['handle'])} on X`;
    case 'join_discord_server':
      return 'be a member of the Discord server';
    case 'validate_discord_role':
      return `hold the role "${String(config['roleName'])}" on the Discord server`;
    case 'join_telegram_channel':
      return `be a member of ${String(config['chatId'])} on Telegram`;
    case 'hold_web3_token':
      return `hold at least the required ${String(config['symbol'])} on chain ${String(config['chainId'])}`;
    case 'hold_nft':
      return `hold ${String(config['name'])} on chain ${String(config['chainId'])}`;
    case 'general_uri_redirection':
      return 'open the task’s link';
    case 'special_code_validation':
      return 'enter the right code';
    default:
      return TASK_TYPE_LABELS[type] ?? type;
  }
}
