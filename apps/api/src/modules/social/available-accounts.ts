import { SOCIAL_ACCOUNTS, type SocialAccount } from '@kp/domain/tasks';
import type { Config } from '../../config';

/**
 * The accounts a user can connect on this installation: X, Discord, Google and Telegram once
 * their credentials are set; Steam (OpenID 2.0, no credentials) and an EVM wallet (signed in the
 * browser) always. A task checked through another account can never pass here.
 */
export function availableAccounts(
  config: Pick<
    Config,
    | 'X_CLIENT_ID'
    | 'X_CLIENT_SECRET'
    | 'DISCORD_CLIENT_ID'
    | 'DISCORD_CLIENT_SECRET'
    | 'GOOGLE_CLIENT_ID'
    | 'TELEGRAM_BOT_TOKEN'
  >,
): ReadonlySet<SocialAccount> {
  const isSet: Record<SocialAccount, boolean> = {
    twitter: Boolean(config.X_CLIENT_ID && config.X_CLIENT_SECRET),
    discord: Boolean(config.DISCORD_CLIENT_ID && config.DISCORD_CLIENT_SECRET),
    google: Boolean(config.GOOGLE_CLIENT_ID),
    telegram: Boolean(config.TELEGRAM_BOT_TOKEN),
    steam: true,
    wallet: true,
  };
  return new Set(SOCIAL_ACCOUNTS.filter((account) => isSet[account]));
}
