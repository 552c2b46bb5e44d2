/**
 * Campaign task enumerations of spec sections 3 to 5: the 26 task types, the submission types,
 * the validation button labels and which linked account a task needs.
 */

/** The 26 task types, as stable snake_case ids in the spec's order. */
export const TASK_TYPES = [
  'link_twitter',
  'twitter_comment',
  'twitter_like',
  'twitter_retweet',
  'twitter_follow',
  'twitter_brand_in_profile_name',
  'twitter_hashtag_tweet',
  'twitter_share_referral',
  'twitter_bio',
  'link_discord',
  'join_discord_server',
  'validate_discord_role',
  'link_google',
  'link_wallet',
  'hold_web3_token',
  'hold_nft',
  'join_telegram_channel',
  'link_steam',
  'create_referral',
  'general_uri_redirection',
  'capture_login_and_game_details',
  'game_api_validation',
  'special_code_validation',
  'internal_api_validation',
  'link_telegram',
  'share_pog_card_on_x',
] as const;

export type TaskType = (typeof TASK_TYPES)[number];

/** Each task type described in the spec's words. */
export const TASK_TYPE_LABELS = {
  link_twitter: 'link twitter',
  twitter_comment: 'comment',
  twitter_like: 'like',
  twitter_retweet: 'retweet',
  twitter_follow: 'follow on twitter',
  twitter_brand_in_profile_name: 'add brand name to twitter profile name',
  twitter_hashtag_tweet: 'tweet with hashtags',
  twitter_share_referral: 'share referral on twitter',
  twitter_bio: 'twitter bio',
  link_discord: 'link discord',
  join_discord_server: 'join discord server',
  validate_discord_role: 'validate discord role',
  link_google: 'link google',
  link_wallet: 'link wallet',
  hold_web3_token: 'hold web3 token',
  hold_nft: 'hold NFT',
  join_telegram_channel: 'join telegram channel',
  link_steam: 'link steam',
  create_referral: 'create referral',
  general_uri_redirection: 'general URI redirection',
  capture_login_and_game_details: 'capture login and game details',
  game_api_validation: 'game API validation',
  special_code_validation: 'special code validation',
  internal_api_validation: 'internal API validation',
  link_telegram: 'link telegram',
  share_pog_card_on_x: 'share POG card on X',
} as const satisfies Record<TaskType, string>;

/** Whether a value is one of the task type ids. */
export function isTaskType(value: unknown): value is TaskType {
  return typeof value === 'string' && (TASK_TYPES as readonly string[]).includes(value);
}

/** The accounts a profile can connect, each with an isActive status (spec section 3). */
export const SOCIAL_ACCOUNTS = ['twitter', 'discord', 'google', 'wallet', 'steam', 'telegram'] as const;

export type SocialAccount = (typeof SOCIAL_ACCOUNTS)[number];

/**
 * The account a task acts through, which must be linked before it can be validated (spec
 * section 5: Twitter preview tasks and social tasks require a linked account). The link_* tasks
 * are how an account gets linked, so they need none.
 */
export const TASK_REQUIRED_ACCOUNT = {
  twitter_comment: 'twitter',
  twitter_like: 'twitter',
  twitter_retweet: 'twitter',
  twitter_follow: 'twitter',
  twitter_brand_in_profile_name: 'twitter',
  twitter_hashtag_tweet: 'twitter',
  twitter_share_referral: 'twitter',
  twitter_bio: 'twitter',
  share_pog_card_on_x: 'twitter',
  join_discord_server: 'discord',
  validate_discord_role: 'discord',
  join_telegram_channel: 'telegram',
} as const satisfies Partial<Record<TaskType, SocialAccount>>;

/** The account a task type needs linked first, or null when it needs none. */
export function requiredLinkedAccount(type: TaskType): SocialAccount | null {
  return Object.hasOwn(TASK_REQUIRED_ACCOUNT, type)
    ? TASK_REQUIRED_ACCOUNT[type as keyof typeof TASK_REQUIRED_ACCOUNT]
    : null;
}

/** The kinds of proof a user can submit for a task (spec section 3), as the spec spells them. */
export const SUBMISSION_TYPES = [
  'Discord',
  'Instagram',
  'Twitter',
  'Facebook',
  'YouTube',
  'link',
  'Steam',
] as const;

export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** The labels of the task validation button, by the button's state (spec section 4). */
export const TASK_BUTTON_LABELS = {
  validate: 'validate',
  validating: 'validating',
  revalidate: 'revalidate',
  continue: 'continue',
  verified: 'verified',
  completeTask: 'complete task',
} as const;

export type TaskButtonState = keyof typeof TASK_BUTTON_LABELS;

/** What a locked task shows (spec section 4). */
export const LOCKED_TASK_LABEL = 'complete all active tasks first';
