import type { CampaignTask } from '@kp/contract/campaigns';
import { isErrorCode } from '@kp/domain/errors';
import { formatDecimalText, formatNumber } from '@kp/domain/display';
import { formatTokenAmount, shortAddress } from '@kp/domain/evm-wallets';
import { type Language } from '@kp/domain/languages';
import { PROFILE_COMPLETE_FIELDS, type ProfileCompleteField } from '@kp/domain/task-config';
import { SOCIAL_PROVIDER_LABELS, isSocialProvider } from '@kp/domain/social';
import type { SocialAccount } from '@kp/domain/tasks';
import type { TFunction } from 'i18next';
import type { Messages } from '../../lib/i18n';
import { errorKey } from '../../lib/messages';
import type { TaskFailure } from './task-outcome';
import { formatDate } from '../../lib/dates';

/**
 * The words of task checks: what each check looks for, why one failed (by error type, then by the
 * validators' codes with their parameters), and the evidence as rows. The server answers a code
 * and its parameters; a failure recorded before it sent parameters is worded from its evidence
 * (the same names), and a code without words here says what to do by its error type (never the
 * server's English message).
 */

type CodeKey = keyof Messages['campaign']['codes'];
type Params = Record<string, string | number>;
type Evidence = Record<string, unknown>;
type Words = { key: CodeKey; params: Params };
const words = (key: CodeKey, params: Params = {}): Words => ({ key, params });
type Context = { t: TFunction; language: Language; task: Pick<CampaignTask, 'type' | 'config'> };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d{1,15}$/.test(value)
      ? Number(value)
      : null;
const list = (value: unknown): string | null =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(', ').slice(0, 300) : null;
const count = (n: number, language: Language) => formatNumber(n, language);

/** The name of an account for the reader: the product's name, "EVM wallet" for a wallet. */
export function accountName(t: TFunction, account: SocialAccount): string {
  return account === 'wallet' ? t('campaign.accounts.wallet') : SOCIAL_PROVIDER_LABELS[account];
}

// The services named by the prefix of the validators' codes (X_…, DISCORD_…).
const SERVICES: Record<string, string> = {
  X: 'X',
  TWITTER: 'X',
  DISCORD: 'Discord',
  GOOGLE: 'Google',
  STEAM: 'Steam',
  TELEGRAM: 'Telegram',
};

/** A code of one of the families every service shares (not configured, not linked, down). */
function familyOf(code: string): { key: CodeKey; params: Params } | null {
  const match =
    /^([A-Z]+)_(NOT_CONFIGURED|NOT_LINKED|UNAVAILABLE|REFUSED|RECONNECT_NEEDED|RECONNECT_REQUIRED)$/.exec(
      code,
    );
  const service = match ? SERVICES[match[1]!] : undefined;
  if (!match || !service) return null;
  const family = match[2]!;
  if (family === 'NOT_CONFIGURED') return { key: 'serviceNotConfigured', params: { service } };
  if (family === 'NOT_LINKED') return { key: 'accountNotLinked', params: { service } };
  if (family.startsWith('RECONNECT')) return { key: 'reconnect', params: { service } };
  return { key: 'serviceUnavailable', params: { service } };
}

/** Each known code's words, with what they need from the evidence (null: fall back to the server's). */
const CODES: Partial<Record<string, (e: Evidence, c: Context) => { key: CodeKey; params: Params } | null>> = {
  X_RATE_LIMITED: (e, c) => {
    const at = text(e['retryAt']);
    return at
      ? words('xRateLimitedUntil', { time: formatDate(at, c.language, 'dateTime') })
      : words('xRateLimited');
  },
  X_POST_LINK_MISSING: () => ({ key: 'postLinkMissing', params: {} }),
  LINK_MISSING: () => ({ key: 'postLinkMissing', params: {} }),
  X_POST_LINK_INVALID: (e) => ({
    key: 'postLinkInvalid',
    params: { submission: text(e['submission']) ?? '' },
  }),
  X_POST_NOT_FOUND: (e) => {
    const postId = text(e['postId']);
    return postId ? { key: 'postNotFound', params: { postId } } : null;
  },
  X_POST_NOT_YOURS: (e) => {
    const postId = text(e['postId']);
    const account = text(e['account']);
    return postId && account ? { key: 'postNotYours', params: { postId, account } } : null;
  },
  X_NOT_FOLLOWING: (e, c) => {
    const handle = text(e['handle'])?.replace(/^@/, '') ?? null;
    const account = text(e['account']);
    const looked = num(e['looked']);
    return handle && account && looked !== null
      ? { key: 'xNotFollowing', params: { handle, account, looked: count(looked, c.language) } }
      : null;
  },
  X_NOT_LIKED: (e, c) => {
    const postId = text(e['postId']);
    const account = text(e['account']);
    const looked = num(e['looked']);
    return postId && account && looked !== null
      ? { key: 'xNotLiked', params: { postId, account, looked: count(looked, c.language) } }
      : null;
  },
  X_NOT_RETWEETED: (e, c) => {
    const postId = text(e['postId']);
    const account = text(e['account']);
    const looked = num(e['looked']);
    return postId && account && looked !== null
      ? { key: 'xNotReposted', params: { postId, account, looked: count(looked, c.language) } }
      : null;
  },
  X_TASK_POST_NOT_FOUND: (e) => {
    const postId = text(e['postId']);
    return postId ? { key: 'taskPostNotFound', params: { postId } } : null;
  },
  X_BRAND_NOT_IN_NAME: (e) => {
    const name = text(e['name']);
    const brand = text(e['brand']);
    return name !== null && brand ? { key: 'brandNotInName', params: { name, brand } } : null;
  },
  X_BIO_MISSING_TEXT: (e) => {
    const required = text(e['text']);
    const bio = text(e['bio']);
    if (!required) return null;
    return bio ? words('bioMissingText', { text: required, bio }) : words('bioEmpty', { text: required });
  },
  X_NOT_A_REPLY: (e) => {
    const postId = text(e['postId']);
    const taskPostId = text(e['taskPostId']);
    return postId && taskPostId ? { key: 'notAReply', params: { postId, taskPostId } } : null;
  },
  X_REPLY_MISSING_WORDS: (e) => {
    const missing = list(e['missing']);
    return missing ? { key: 'replyMissingWords', params: { missing } } : null;
  },
  X_HASHTAGS_MISSING: (e) => {
    const postId = text(e['postId']);
    const missing = list(e['missing']);
    return postId && missing ? { key: 'hashtagsMissing', params: { postId, missing } } : null;
  },
  X_POST_BEFORE_CAMPAIGN: (e, c) => {
    const postId = text(e['postId']);
    const start = text(e['campaignStartsAt']);
    return postId && start
      ? { key: 'postBeforeCampaign', params: { postId, start: formatDate(start, c.language, 'dateTime') } }
      : null;
  },
  X_REFERRAL_LINK_MISSING: (e) => {
    const postId = text(e['postId']);
    const expected = list(e['expected']);
    return postId && expected ? { key: 'referralLinkNotInPost', params: { postId, link: expected } } : null;
  },
  X_POG_CARD_LINK_MISSING: (e) => {
    const postId = text(e['postId']);
    return postId ? { key: 'pogCardNotInPost', params: { postId } } : null;
  },
  REFERRAL_LINK_MISSING: () => ({ key: 'noReferralLink', params: {} }),
  POG_CARD_MISSING: () => ({ key: 'noPogCard', params: {} }),
  DISCORD_NOT_IN_SERVER: () => ({ key: 'discordNotInServer', params: {} }),
  DISCORD_ROLE_MISSING: (e, c) => {
    const role = text(e['role']) ?? text(c.task.config['roleName']);
    return role ? { key: 'discordRoleMissing', params: { role } } : null;
  },
  TELEGRAM_NOT_IN_CHANNEL: (e, c) => {
    const chat = text(e['chatId']);
    const status = telegramStatus(c.t, e['memberStatus']);
    return chat && status ? { key: 'telegramNotInChannel', params: { chat, status } } : null;
  },
  TELEGRAM_BOT_CANNOT_SEE_CHAT: (e) => {
    const chat = text(e['chatId']);
    return chat ? { key: 'telegramBotCannotSee', params: { chat } } : null;
  },
  WALLET_NOT_LINKED: () => ({ key: 'walletNotLinked', params: {} }),
  EVM_WALLET_REQUIRED: () => ({ key: 'walletNotLinked', params: {} }),
  WALLET_BALANCE_TOO_LOW: (e, c) => {
    const symbol = text(e['symbol']);
    const decimals = num(e['decimals']);
    const min = text(e['minBalance']);
    const total = text(e['total']);
    const chainId = num(e['chainId']);
    if (!symbol || decimals === null || !min || !total || chainId === null) return null;
    if (!/^\d+$/.test(min) || !/^\d+$/.test(total)) return null;
    return {
      key: 'balanceTooLow',
      params: {
        needed: `${formatTokenAmount(BigInt(min), decimals, c.language)} ${symbol}`,
        held: `${formatTokenAmount(BigInt(total), decimals, c.language)} ${symbol}`,
        chainId: String(chainId),
      },
    };
  },
  NFT_COUNT_TOO_LOW: (e) => {
    const name = text(e['name']);
    const min = num(e['minCount']);
    const total = num(e['total']);
    const chainId = num(e['chainId']);
    return name && min !== null && total !== null && chainId !== null
      ? { key: 'nftCountTooLow', params: { name, needed: min, held: total, chainId: String(chainId) } }
      : null;
  },
  EVM_CHAIN_NOT_CONFIGURED: (e) => chainWords('chainNotConfigured', e),
  EVM_RPC_NOT_CONFIGURED: (e) => chainWords('chainNotConfigured', e),
  EVM_RPC_UNAVAILABLE: (e) => chainWords('chainUnavailable', e),
  REFERRALS_TOO_FEW: (e) => {
    const referred = num(e['referred']);
    const needed = num(e['needed']);
    return referred !== null && needed !== null
      ? { key: 'referralsTooFew', params: { referred, needed } }
      : null;
  },
  LINK_NOT_VISITED: () => ({ key: 'linkNotVisited', params: {} }),
  GAME_USERNAME_MISSING: () => ({ key: 'gameUsernameMissing', params: {} }),
  QUEST_UNAVAILABLE: () => ({ key: 'questUnavailable', params: {} }),
  QUEST_NOT_COMPLETED: () => ({ key: 'questNotCompleted', params: {} }),
  STAGE_NOT_COMPLETED: () => ({ key: 'stageNotCompleted', params: {} }),
  CODE_MISSING: () => ({ key: 'codeMissing', params: {} }),
  CODE_INCORRECT: () => ({ key: 'codeIncorrect', params: {} }),
  PHONE_NOT_VERIFIED: () => ({ key: 'phoneNotVerified', params: {} }),
  KYC_NOT_VERIFIED: () => ({ key: 'kycNotVerified', params: {} }),
  PROFILE_INCOMPLETE: (e, c) => {
    const missing = profileFieldsOf(c.t, e);
    return missing ? { key: 'profileIncomplete', params: { missing } } : null;
  },
  PROVIDER_NOT_CONFIGURED: () => ({ key: 'taskNotCheckable', params: {} }),
  TASK_CONFIG_INVALID: () => ({ key: 'taskNotCheckable', params: {} }),
  TASK_CONFIG_INCOMPLETE: () => ({ key: 'taskNotCheckable', params: {} }),
  VALIDATOR_ERROR: () => ({ key: 'checkFailed', params: {} }),
};

// Telegram's statuses of a member of a chat (getChatMember), each worded for the reader.
const TELEGRAM_STATUSES = ['creator', 'administrator', 'member', 'restricted', 'left', 'kicked'] as const;
type TelegramStatus = (typeof TELEGRAM_STATUSES)[number];
const isTelegramStatus = (value: string): value is TelegramStatus =>
  (TELEGRAM_STATUSES as readonly string[]).includes(value);

/** Telegram's status of the user in a chat in the reader's words (Telegram says it in English). */
function telegramStatus(t: TFunction, value: unknown): string | null {
  const status = text(value);
  if (!status) return null;
  return t(`campaign.telegramStatus.${isTelegramStatus(status) ? status : 'unknown'}`);
}

// The English names PROFILE_INCOMPLETE gave the fields before it named them by key (missingFields).
const PROFILE_FIELD_NAMES: Readonly<Record<string, ProfileCompleteField>> = {
  username: 'username',
  'first name': 'firstName',
  country: 'country',
};
const isProfileField = (value: unknown): value is ProfileCompleteField =>
  (PROFILE_COMPLETE_FIELDS as readonly unknown[]).includes(value);

/** The profile fields a check found missing, in the reader's words; null when it names none we know. */
function profileFieldsOf(t: TFunction, e: Evidence): string | null {
  const named = Array.isArray(e['missingFields'])
    ? e['missingFields']
    : Array.isArray(e['missing'])
      ? e['missing'].map((name) => PROFILE_FIELD_NAMES[String(name)])
      : [];
  const fields = named.filter(isProfileField);
  return fields.length > 0 ? fields.map((field) => t(`campaign.profileFields.${field}`)).join(', ') : null;
}

function chainWords(key: CodeKey, e: Evidence) {
  const chainId = num(e['chainId']);
  return chainId === null ? null : { key, params: { chainId: String(chainId) } };
}

/**
 * Why a check failed, in the reader's language: a headline by error type, and the reason (the
 * code's words with its parameters; a code of the error catalogue, such as RATE_LIMITED, in the
 * catalogue's words).
 */
export function failureWords(
  failure: Pick<TaskFailure, 'errorType' | 'errorCode' | 'evidence' | 'params' | 'variant'>,
  context: Context,
): { headline: string; reason: string } {
  const { t } = context;
  const headline = t(`campaign.errorType.${failure.errorType}`);
  const seen: Evidence = { ...failure.evidence, ...failure.params };
  const found = CODES[failure.errorCode]?.(seen, context) ?? familyOf(failure.errorCode);
  const catalogued =
    found || !isErrorCode(failure.errorCode)
      ? null
      : errorKey({ code: failure.errorCode, variant: failure.variant });
  const reason = found
    ? t(`campaign.codes.${found.key}`, found.params)
    : catalogued
      ? t(catalogued, { ...failure.params })
      : t(`campaign.errorHint.${failure.errorType}`);
  return { headline, reason };
}

/** What a task's check looks for, in the reader's language, from the task's settings. */
export function requirementWords(context: Context): string {
  const { t, language, task } = context;
  const config = task.config;
  const get = (key: string) => text(config[key]) ?? '';
  switch (task.type) {
    case 'link_twitter':
    case 'link_discord':
    case 'link_google':
    case 'link_steam':
    case 'link_telegram':
      return t('campaign.requirement.linkAccount', { service: serviceOfLinkTask(task.type) });
    case 'twitter_comment': {
      const mustInclude = list(config['mustInclude']);
      return mustInclude
        ? t('campaign.requirement.commentWords', { postId: get('tweetId'), words: mustInclude })
        : t('campaign.requirement.comment', { postId: get('tweetId') });
    }
    case 'twitter_like':
      return t('campaign.requirement.like', { postId: get('tweetId') });
    case 'twitter_retweet':
      return t('campaign.requirement.retweet', { postId: get('tweetId') });
    case 'twitter_follow':
      return t('campaign.requirement.follow', { handle: get('handle') });
    case 'twitter_brand_in_profile_name':
      return t('campaign.requirement.brand', { brand: get('brand') });
    case 'twitter_hashtag_tweet':
      return t('campaign.requirement.hashtags', { hashtags: hashtagsOf(config) });
    case 'twitter_share_referral':
      return t('campaign.requirement.shareReferral');
    case 'twitter_bio':
      return t('campaign.requirement.bio', { text: get('text') });
    case 'join_discord_server':
      return t('campaign.requirement.discordServer');
    case 'validate_discord_role':
      return t('campaign.requirement.discordRole', { role: get('roleName') });
    case 'link_wallet':
      return t('campaign.requirement.linkWallet');
    case 'hold_web3_token':
      return t('campaign.requirement.holdToken', {
        amount: tokenAmountOf(config, language),
        chainId: String(num(config['chainId']) ?? ''),
      });
    case 'hold_nft':
      return t('campaign.requirement.holdNft', {
        count: num(config['minCount']) ?? 1,
        name: get('name'),
        chainId: String(num(config['chainId']) ?? ''),
      });
    case 'join_telegram_channel':
      return t('campaign.requirement.telegramChannel', { chat: get('chatId') });
    case 'create_referral':
      return t('campaign.requirement.referrals', { count: num(config['minReferrals']) ?? 1 });
    case 'general_uri_redirection':
      return t('campaign.requirement.visit');
    case 'capture_login_and_game_details':
      return t('campaign.requirement.gameUsername');
    case 'game_api_validation':
      return t('campaign.requirement.gameQuest');
    case 'special_code_validation':
      return t('campaign.requirement.code');
    case 'internal_api_validation':
      return t(`campaign.requirement.internal.${internalCheckOf(config)}`);
    case 'share_pog_card_on_x':
      return t('campaign.requirement.sharePog');
  }
}

/** The service a link task links (X, Discord …). */
export function serviceOfLinkTask(type: string): string {
  const provider = type.replace(/^link_/, '');
  return isSocialProvider(provider) ? SOCIAL_PROVIDER_LABELS[provider] : provider;
}

/** The hashtags a task asks for, each with its '#'. */
export function hashtagsOf(config: Record<string, unknown>): string {
  const tags = Array.isArray(config['hashtags']) ? config['hashtags'].map(String) : [];
  return tags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' ');
}

/** A token task's minimum, as the token's amount with its symbol. */
export function tokenAmountOf(config: Record<string, unknown>, language: Language): string {
  const min = text(config['minBalance']);
  const decimals = num(config['decimals']);
  const symbol = text(config['symbol']) ?? '';
  if (!min || !/^\d+$/.test(min) || decimals === null) return symbol;
  return `${formatTokenAmount(BigInt(min), decimals, language)} ${symbol}`.trim();
}

const INTERNAL_CHECKS = ['phone_verified', 'kyc_verified', 'profile_complete', 'quest_completed'] as const;

/** The check of an internal API validation task. */
export function internalCheckOf(config: Record<string, unknown>): (typeof INTERNAL_CHECKS)[number] {
  const check = config['check'];
  return INTERNAL_CHECKS.find((c) => c === check) ?? 'profile_complete';
}

/** The evidence of a check as labelled rows, known fields only (raw ids and flags stay out). */
export function evidenceRows(evidence: Evidence, context: Context): { label: string; value: string }[] {
  const { t, language, task } = context;
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => {
    if (value !== null && value !== '') rows.push({ label, value });
  };
  const isXTask = task.type.startsWith('twitter_') || task.type === 'share_pog_card_on_x';
  const provider = text(evidence['provider']);
  if (text(evidence['account']) && isXTask) add(t('campaign.evidence.xAccount'), text(evidence['account']));
  if (provider && isSocialProvider(provider)) {
    const handle = text(evidence['handle']);
    add(
      t('campaign.evidence.yourAccount', { service: SOCIAL_PROVIDER_LABELS[provider] }),
      handle ? (provider === 'google' ? handle : `@${handle}`) : null,
    );
  } else if (task.type === 'twitter_follow') add(t('campaign.evidence.toFollow'), text(evidence['handle']));
  add(t('campaign.evidence.postId'), text(evidence['postId']));
  const looked = num(evidence['looked']);
  if (looked !== null)
    add(
      t('campaign.evidence.looked'),
      evidence['isWholeList'] === true
        ? t('campaign.evidence.lookedAll', { count: count(looked, language) })
        : t('campaign.evidence.lookedRecent', { count: count(looked, language) }),
    );
  if (task.type === 'twitter_brand_in_profile_name')
    add(t('campaign.evidence.xName'), text(evidence['name']));
  if (task.type === 'twitter_bio')
    add(t('campaign.evidence.xBio'), text(evidence['bio']) ?? t('campaign.evidence.empty'));
  if (task.type === 'twitter_comment') add(t('campaign.evidence.postText'), text(evidence['text']));
  add(t('campaign.evidence.hashtags'), list(evidence['hashtags']));
  add(
    t('campaign.evidence.missing'),
    evidence['check'] === 'profile_complete' ? profileFieldsOf(t, evidence) : list(evidence['missing']),
  );
  add(t('campaign.evidence.links'), list(evidence['links']));
  add(t('campaign.evidence.chat'), text(evidence['chatId']));
  add(t('campaign.evidence.memberStatus'), telegramStatus(t, evidence['memberStatus']));
  if (typeof evidence['isMember'] === 'boolean')
    add(
      t('campaign.evidence.isMember'),
      evidence['isMember'] ? t('campaign.evidence.yes') : t('campaign.evidence.no'),
    );
  if (Array.isArray(evidence['roleIdsSeen']))
    add(t('campaign.evidence.roles'), count(evidence['roleIdsSeen'].length, language));
  if (Array.isArray(evidence['wallets']))
    add(
      t('campaign.evidence.wallets'),
      walletsOf(evidence['wallets'], task.config, language) || t('campaign.evidence.none'),
    );
  const chainId = num(evidence['chainId']);
  if (chainId !== null) add(t('campaign.evidence.chain'), String(chainId));
  const referred = num(evidence['referred']);
  if (referred !== null) add(t('campaign.evidence.referred'), count(referred, language));
  const stages = num(evidence['completedStages']);
  if (stages !== null) add(t('campaign.evidence.stages'), count(stages, language));
  add(t('campaign.evidence.submission'), text(evidence['submission']));
  const postedAt = text(evidence['postedAt']);
  if (postedAt) add(t('campaign.evidence.postedAt'), formatDate(postedAt, language, 'dateTime'));
  const startedAt = text(evidence['campaignStartsAt']);
  if (startedAt) add(t('campaign.evidence.campaignStartsAt'), formatDate(startedAt, language, 'dateTime'));
  return rows;
}

/** "0x1234…abcd: 5 KPT" for each wallet a holding check read. */
function walletsOf(wallets: unknown[], config: Record<string, unknown>, language: Language): string {
  const decimals = num(config['decimals']);
  const symbol = text(config['symbol']);
  const name = text(config['name']);
  return wallets
    .map((wallet) => {
      if (!wallet || typeof wallet !== 'object') return null;
      const w = wallet as Record<string, unknown>;
      const address = text(w['address']);
      if (!address) return null;
      const balance = text(w['balance']);
      const held =
        text(w['shown']) ??
        (balance && /^\d+$/.test(balance) && decimals !== null && symbol
          ? `${formatTokenAmount(BigInt(balance), decimals, language)} ${symbol}`
          : text(w['count']) !== null
            ? `${formatDecimalText(text(w['count']) ?? '', language, 0)} ${name ?? ''}`.trim()
            : null);
      return held ? `${shortAddress(address)}: ${held}` : shortAddress(address);
    })
    .filter((line): line is string => line !== null)
    .join(', ');
}
