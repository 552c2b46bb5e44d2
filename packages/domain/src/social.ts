/**
 * Linked social accounts (spec sections 3, 5 and 7): the providers a user links for campaign
 * tasks, their names as people know them, and the rules an account link follows.
 */

/** The providers of `social-auth` and friends (the wallet is linked by the evm-wallets module). */
export const SOCIAL_PROVIDERS = ['twitter', 'discord', 'google', 'steam', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The providers linked by a browser redirect with `social-auth` then `authenticate`. */
export const REDIRECT_SOCIAL_PROVIDERS = ['twitter', 'discord', 'google'] as const;
export type RedirectSocialProvider = (typeof REDIRECT_SOCIAL_PROVIDERS)[number];

/**
 * The providers whose page `social-auth` gives the URL of: the redirect ones, and Telegram's login
 * page (its answer comes back signed with the bot token and goes to `link-telegram`, not `authenticate`).
 */
export const SOCIAL_AUTH_URL_PROVIDERS = [...REDIRECT_SOCIAL_PROVIDERS, 'telegram'] as const;
export type SocialAuthUrlProvider = (typeof SOCIAL_AUTH_URL_PROVIDERS)[number];

/** Each provider's name in messages ("This X account is already linked to another user"). */
export const SOCIAL_PROVIDER_LABELS = {
  twitter: 'X',
  discord: 'Discord',
  google: 'Google',
  steam: 'Steam',
  telegram: 'Telegram',
} as const satisfies Record<SocialProvider, string>;

/** How long a user has between leaving for a provider and coming back with its answer (10 minutes). */
export const SOCIAL_AUTH_STATE_TTL_MS = 10 * 60_000;

/** Steam's OpenID 2.0 claimed identifier: its fixed prefix and the 17-digit SteamID64. */
export const STEAM_CLAIMED_ID_PATTERN = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;

/** Whether a value is one of the social providers. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
