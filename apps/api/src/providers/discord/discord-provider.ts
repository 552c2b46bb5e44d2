// Discord as the social module links it and the campaign tasks check it:
// - OAuth 2 authorization code with PKCE: https://discord.com/developers/docs/topics/oauth2
// - the user: GET /users/@me; a server membership: GET /users/@me/guilds/{guild.id}/member
//   (scope guilds.members.read), whose `roles` are the role ids the member has.
import { z } from 'zod';
import type { OAuth2Provider, OAuth2Tokens } from '../oauth2/oauth2-provider';
import {
  isProviderRejection,
  malformedAnswer,
  requestJson,
  requestText,
  type ProviderError,
} from '../oauth2/provider-http';

/** Where Discord is and who we are to it; no client id or secret: not configured. */
export type DiscordOptions = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** `https://discord.com/oauth2/authorize`. */
  authorizeUrl: string;
  /** `https://discord.com/api`: the token endpoint is `/oauth2/token`, the REST API `/v10`. */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** A member of a Discord server, as far as the tasks need: the role ids and when they joined. */
export type DiscordGuildMember = { roles: string[]; nick: string | null; joinedAt: string | null };

export type DiscordProvider = OAuth2Provider & {
  readonly name: 'discord';
  /** The user's membership of a server, or null when they are not in it. */
  getGuildMember(accessToken: string, guildId: string): Promise<DiscordGuildMember | null>;
};

/** The scopes asked for: who the user is, and their membership of the servers tasks name. */
export const DISCORD_SCOPES = ['identify', 'guilds.members.read'] as const;

const PROVIDER = 'discord';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

const userAnswer = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  username: z.string(),
  global_name: z.string().nullable().optional(),
});

const memberAnswer = z.object({
  roles: z.array(z.string()),
  nick: z.string().nullable().optional(),
  joined_at: z.string().nullable().optional(),
});

// Discord's "Unknown Guild" (the user is not a member, or the server does not exist) and "Unknown Member".
const NOT_A_MEMBER_CODES = new Set(['10004', '10007']);

/** The Discord adapter: OAuth 2 with PKCE (S256) and the two API calls the tasks make. */
export function createDiscordProvider(options: DiscordOptions): DiscordProvider {
  const isConfigured = Boolean(options.clientId && options.clientSecret);
  const http = (path: string, init: RequestInit) =>
    requestJson(PROVIDER, `${options.apiUrl}${path}`, {
      ...init,
      timeoutMs: options.timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });

  function credentials(): { clientId: string; clientSecret: string } {
    if (!options.clientId || !options.clientSecret) throw new Error('Discord is not configured');
    return { clientId: options.clientId, clientSecret: options.clientSecret };
  }

  async function tokenRequest(params: Record<string, string>, now = Date.now()): Promise<OAuth2Tokens> {
    const { clientId, clientSecret } = credentials();
    const body = await http('/oauth2/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
        accept: 'application/json',
      },
      body: new URLSearchParams(params).toString(),
    });
    const parsed = tokenAnswer.safeParse(body);
    if (!parsed.success || parsed.data.token_type.toLowerCase() !== 'bearer')
      throw malformedAnswer(PROVIDER, 'token answer', parsed.error);
    const t = parsed.data;
    return {
      accessToken: t.access_token,
      refreshToken: t.refresh_token ?? null,
      expiresAt: t.expires_in ? new Date(now + t.expires_in * 1000) : null,
      scopes: t.scope ? t.scope.split(' ').filter(Boolean) : [],
    };
  }

  const bearer = (accessToken: string) => ({
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
  });

  return {
    name: 'discord',
    isConfigured,

    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: credentials().clientId,
        scope: DISCORD_SCOPES.join(' '),
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'consent',
      }).toString();
      return url.href;
    },

    exchangeCode({ code, codeVerifier, redirectUri }) {
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },

    refresh(refreshToken) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async fetchAccount(accessToken) {
      const parsed = userAnswer.safeParse(await http('/v10/users/@me', { headers: bearer(accessToken) }));
      if (!parsed.success) throw malformedAnswer(PROVIDER, 'user answer', parsed.error);
      return {
        externalId: parsed.data.id,
        handle: parsed.data.username,
        displayName: parsed.data.global_name ?? null,
      };
    },

    async getGuildMember(accessToken, guildId) {
      let body: unknown;
      try {
        body = await http(`/v10/users/@me/guilds/${encodeURIComponent(guildId)}/member`, {
          headers: bearer(accessToken),
        });
      } catch (error) {
        if (
          isProviderRejection(error, 404) &&
          NOT_A_MEMBER_CODES.has((error as ProviderError).providerCode ?? '')
        )
          return null;
        throw error;
      }
      const parsed = memberAnswer.safeParse(body);
      if (!parsed.success) throw malformedAnswer(PROVIDER, 'member answer', parsed.error);
      return {
        roles: parsed.data.roles,
        nick: parsed.data.nick ?? null,
        joinedAt: parsed.data.joined_at ?? null,
      };
    },

    async revoke(token) {
      const { clientId, clientSecret } = credentials();
      await requestText(PROVIDER, `${options.apiUrl}/oauth2/token/revoke`, {
        timeoutMs: options.timeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ token, client_id: clientId, client_secret: clientSecret }).toString(),
      });
    },
  };
}
