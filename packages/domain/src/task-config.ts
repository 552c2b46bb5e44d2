import { z } from 'zod';
import type { TaskType } from './tasks';
import { text, textUrl } from './text';

/**
 * What an operator sets on each of the 26 task types (spec section 3): the account to follow, the
 * post to like, the token to hold. One schema per type, used by the admin api to accept a task
 * and by the task validation engine to read it back.
 */

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TWEET_ID = /^\d{1,25}$/;
const SNOWFLAKE = /^\d{15,25}$/;

const tweetId = text().regex(TWEET_ID, 'a tweet id: digits only');
const xHandle = text()
  .regex(/^@?[A-Za-z0-9_]{1,15}$/, 'an X handle: up to 15 letters, digits or _')
  .transform((h) => h.replace(/^@/, ''));
const guildId = text().regex(SNOWFLAKE, 'a Discord server id');
const httpsUrl = textUrl({ protocol: /^https?$/ }).max(2000);
const chainId = z.number().int().positive();
const evmAddress = text().regex(EVM_ADDRESS, 'an EVM address: 0x and 40 hex digits');
/** A whole number of the token's smallest unit, as a decimal string (no floats for amounts). */
const baseUnits = text().regex(/^\d{1,78}$/, 'a whole number of base units');

const none = z.object({}).strict();

export const TASK_CONFIG_SCHEMAS = {
  link_twitter: none,
  twitter_comment: z
    .object({ tweetId, mustInclude: z.array(text().min(1).max(60)).max(5).default([]) })
    .strict(),
  twitter_like: z.object({ tweetId }).strict(),
  twitter_retweet: z.object({ tweetId }).strict(),
  twitter_follow: z.object({ handle: xHandle }).strict(),
  twitter_brand_in_profile_name: z.object({ brand: text().min(2).max(50) }).strict(),
  twitter_hashtag_tweet: z
    .object({
      hashtags: z
        .array(text().regex(/^#?\w{1,100}$/u, 'a hashtag'))
        .min(1)
        .max(5),
    })
    .strict(),
  twitter_share_referral: none,
  twitter_bio: z.object({ text: text().min(2).max(160) }).strict(),
  link_discord: none,
  join_discord_server: z.object({ guildId, inviteUrl: httpsUrl }).strict(),
  validate_discord_role: z
    .object({
      guildId,
      roleId: text().regex(SNOWFLAKE, 'a Discord role id'),
      roleName: text().min(1).max(100),
    })
    .strict(),
  link_google: none,
  link_wallet: none,
  hold_web3_token: z
    .object({
      chainId,
      tokenAddress: evmAddress,
      symbol: text().min(1).max(11),
      decimals: z.number().int().min(0).max(36),
      minBalance: baseUnits,
    })
    .strict(),
  hold_nft: z
    .object({
      chainId,
      contractAddress: evmAddress,
      name: text().min(1).max(60),
      minCount: z.number().int().min(1).default(1),
    })
    .strict(),
  join_telegram_channel: z
    .object({
      chatId: text().regex(/^(@[A-Za-z0-9_]{5,32}|-100\d{5,20})$/, 'a channel: @name or its -100… id'),
      inviteUrl: httpsUrl,
    })
    .strict(),
  link_steam: none,
  create_referral: z.object({ minReferrals: z.number().int().min(1).max(1000).default(1) }).strict(),
  general_uri_redirection: z.object({ url: httpsUrl }).strict(),
  capture_login_and_game_details: z.object({ gameId: z.uuid() }).strict(),
  game_api_validation: z.object({ questId: z.uuid(), stageId: z.uuid().optional() }).strict(),
  special_code_validation: z
    .object({ codeHash: text().min(1).describe('a keyed hash of the code, never the code itself') })
    .strict(),
  internal_api_validation: z
    .object({
      check: z.enum(['phone_verified', 'kyc_verified', 'profile_complete', 'quest_completed']),
      questId: z.uuid().optional(),
    })
    .strict(),
  link_telegram: none,
  share_pog_card_on_x: none,
} as const satisfies Record<TaskType, z.ZodType>;

/**
 * The fields the internal check `profile_complete` asks for, by a stable key the failure names
 * (`missingFields`), so the web names each in the reader's language.
 */
export const PROFILE_COMPLETE_FIELDS = ['username', 'firstName', 'country'] as const;
export type ProfileCompleteField = (typeof PROFILE_COMPLETE_FIELDS)[number];

export type TaskConfig<T extends TaskType> = z.output<(typeof TASK_CONFIG_SCHEMAS)[T]>;

/** Task types whose check needs something the user types (a link to their post, a code). */
export const TASK_SUBMISSION_KIND = {
  twitter_comment: 'tweet_url',
  twitter_hashtag_tweet: 'tweet_url',
  twitter_share_referral: 'tweet_url',
  share_pog_card_on_x: 'tweet_url',
  special_code_validation: 'code',
} as const satisfies Partial<Record<TaskType, 'tweet_url' | 'code'>>;

/**
 * Why a validation failed, so the screen can say what to do (issue: every failed validation says
 * why, in words the user can act on):
 * - ACCOUNT_NOT_LINKED: the task acts through an account the user has not connected;
 * - REQUIREMENT_NOT_MET: we looked and did not find it (with what we saw);
 * - INVALID_SUBMISSION: what the user typed is not what the task asks for;
 * - LOCKED: earlier tasks come first;
 * - PROVIDER_NOT_CONFIGURED: this installation has no credentials for the outside service; we
 *   could not check, so the task does not pass (never passed unchecked);
 * - PROVIDER_UNAVAILABLE: the outside service did not answer as it should; try again later;
 * - RATE_LIMITED: too many validations in a short time.
 */
export const TASK_ERROR_TYPES = [
  'ACCOUNT_NOT_LINKED',
  'REQUIREMENT_NOT_MET',
  'INVALID_SUBMISSION',
  'LOCKED',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_UNAVAILABLE',
  'RATE_LIMITED',
] as const;
export type TaskErrorType = (typeof TASK_ERROR_TYPES)[number];

/** Which failures a user may appeal to the operators' review queue (they believe the proof is right). */
export const APPEALABLE_TASK_ERRORS: readonly TaskErrorType[] = ['REQUIREMENT_NOT_MET', 'INVALID_SUBMISSION'];
