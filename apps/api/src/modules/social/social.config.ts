import { z } from 'zod';

// An outside service's address: https, or plain http only on this machine (a local test server).
const serviceUrl = z
  .url()
  .refine((value) => {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  }, 'must be https (http only for a server on this machine, in tests)')
  .transform((value) => value.replace(/\/+$/, ''));

/** Telegram's own login page (the Login Widget's, at oauth.telegram.org). */
export const TELEGRAM_LOGIN_PAGE = 'https://oauth.telegram.org/auth';

/** The social module's environment variables (spread into config.ts; the README's table lists them). */
export const SOCIAL_ENV = {
  /** Discord's OAuth 2 application; both unset: Discord is "not configured" (links and tasks say so). */
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  /** Discord's authorization page. */
  DISCORD_AUTHORIZE_URL: serviceUrl.default('https://discord.com/oauth2/authorize'),
  /** Discord's API root: the token endpoint is `<url>/oauth2/token`, the REST API `<url>/v10`. */
  DISCORD_API_URL: serviceUrl.default('https://discord.com/api'),
  /** Steam's OpenID 2.0 provider endpoint (checkid_setup and check_authentication). */
  STEAM_OPENID_URL: serviceUrl.default('https://steamcommunity.com/openid/login'),
  /** Telegram's Bot API root (`<url>/bot<token>/getChatMember`); the bot is TELEGRAM_BOT_TOKEN. */
  TELEGRAM_API_URL: serviceUrl.default('https://api.telegram.org'),
  /**
   * Telegram's login page (`?bot_id&origin&return_to&request_access=write`): it sends the browser
   * back to return_to with `#tgAuthResult=`, the Login Widget's answer signed with TELEGRAM_BOT_TOKEN.
   */
  TELEGRAM_LOGIN_URL: serviceUrl.default(TELEGRAM_LOGIN_PAGE),
  /** How long a call to a social provider may take before it counts as unavailable. */
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
};
