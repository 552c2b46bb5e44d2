import { AppError } from '@kp/domain/errors';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import type { DiscordGuildMember, DiscordProvider } from '../../../providers/discord/discord-provider';
import { ProviderError } from '../../../providers/oauth2/provider-http';
import type { TelegramBotApi } from '../../../providers/telegram/telegram-bot-api';
import type { LinkedAccount, SocialService } from '../../social/social.service';
import { failed, passed, type ValidationOutcome, type ValidatorSet } from './validator';

/** What the social validators look through: the social module and its Discord and Telegram adapters. */
export type SocialValidatorDeps = {
  social: Pick<SocialService, 'findLinkedAccount' | 'withAccessToken' | 'isConfigured'>;
  discord: Pick<DiscordProvider, 'getGuildMember'>;
  telegramBot: TelegramBotApi;
};

/** The accounts these validators check (X has its own, x.ts). */
type CheckedProvider = Exclude<SocialProvider, 'twitter'>;
const label = (provider: SocialProvider) => SOCIAL_PROVIDER_LABELS[provider];
const PREFIX = {
  discord: 'DISCORD',
  google: 'GOOGLE',
  steam: 'STEAM',
  telegram: 'TELEGRAM',
} as const satisfies Record<CheckedProvider, string>;

const notConfigured = (provider: CheckedProvider) =>
  failed(
    'PROVIDER_NOT_CONFIGURED',
    `${PREFIX[provider]}_NOT_CONFIGURED`,
    { provider: label(provider) },
    { provider },
  );

const notLinked = (provider: CheckedProvider) =>
  failed('ACCOUNT_NOT_LINKED', `${PREFIX[provider]}_NOT_LINKED`, { provider: label(provider) }, { provider });

const unavailable = (provider: CheckedProvider, evidence: Record<string, unknown> = {}) =>
  failed(
    'PROVIDER_UNAVAILABLE',
    `${PREFIX[provider]}_UNAVAILABLE`,
    { provider: label(provider) },
    { provider, ...evidence },
  );

/** How an account is named to its owner: @handle, else its display name, else its id. */
function accountName(account: LinkedAccount): string {
  if (account.handle) return account.provider === 'google' ? account.handle : `@${account.handle}`;
  return account.displayName ?? `id ${account.externalId}`;
}

function accountEvidence(account: LinkedAccount): Record<string, unknown> {
  return {
    provider: account.provider,
    accountId: account.externalId,
    handle: account.handle,
    linkedVia: account.source,
    ...(account.source === 'link' ? { linkedAt: account.linkedAt.toISOString() } : {}),
  };
}

/** The failure of a Discord call made with the user's token, in words the user can act on. */
function discordFailure(error: unknown, evidence: Record<string, unknown>): ValidationOutcome {
  if (error instanceof AppError) {
    switch (error.code) {
      case 'SOCIAL_PROVIDER_NOT_CONFIGURED':
        return notConfigured('discord');
      case 'SOCIAL_ACCOUNT_NOT_LINKED':
        return notLinked('discord');
      case 'SOCIAL_RECONNECT_REQUIRED':
        return failed(
          'ACCOUNT_NOT_LINKED',
          'DISCORD_RECONNECT_REQUIRED',
          { refused: error.variant === 'refused' },
          evidence,
        );
      default:
        return unavailable('discord', evidence);
    }
  }
  if (
    error instanceof ProviderError &&
    error.kind === 'rejected' &&
    (error.status === 401 || error.status === 403)
  )
    return failed(
      'ACCOUNT_NOT_LINKED',
      'DISCORD_RECONNECT_REQUIRED',
      { providerStatus: error.status },
      { ...evidence, providerStatus: error.status, providerCode: error.providerCode },
    );
  return unavailable('discord', evidence);
}

/**
 * The validators of the social task types: linking Discord, Google, Steam and Telegram, being in a
 * Discord server or having a role there (the user's own token, scope guilds.members.read), being in
 * a Telegram channel (the Bot API's getChatMember). Each one passes only what it saw.
 */
export function socialValidators(deps: SocialValidatorDeps): ValidatorSet {
  const { social } = deps;

  const linkValidator =
    (provider: 'discord' | 'google' | 'steam' | 'telegram') =>
    async ({ userId }: { userId: string }): Promise<ValidationOutcome> => {
      const account = await social.findLinkedAccount(userId, provider);
      if (account) return passed(accountEvidence(account));
      // Nobody can link this account here: say so rather than ask the user for the impossible.
      if (!social.isConfigured(provider)) return notConfigured(provider);
      return notLinked(provider);
    };

  async function guildMember(
    userId: string,
    guildId: string,
  ): Promise<{ account: LinkedAccount; member: DiscordGuildMember | null } | ValidationOutcome> {
    if (!social.isConfigured('discord')) return notConfigured('discord');
    try {
      return await social.withAccessToken(userId, 'discord', async (token, account) => ({
        account,
        member: await deps.discord.getGuildMember(token, guildId),
      }));
    } catch (error) {
      return discordFailure(error, { guildId });
    }
  }

  return {
    link_discord: linkValidator('discord'),
    link_google: linkValidator('google'),
    link_steam: linkValidator('steam'),
    link_telegram: linkValidator('telegram'),

    async join_discord_server({ userId, task }) {
      const { guildId, inviteUrl } = task.config;
      const result = await guildMember(userId, guildId);
      if ('ok' in result) return result;
      const { account, member } = result;
      const evidence = { ...accountEvidence(account), guildId, isMember: member !== null };
      if (!member)
        return failed(
          'REQUIREMENT_NOT_MET',
          'DISCORD_NOT_IN_SERVER',
          { account: accountName(account), guildId, inviteUrl },
          evidence,
        );
      return passed({ ...evidence, joinedAt: member.joinedAt });
    },

    async validate_discord_role({ userId, task }) {
      const { guildId, roleId, roleName } = task.config;
      const result = await guildMember(userId, guildId);
      if ('ok' in result) return result;
      const { account, member } = result;
      const evidence = {
        ...accountEvidence(account),
        guildId,
        roleId,
        isMember: member !== null,
        roleIdsSeen: member?.roles ?? [],
      };
      if (!member)
        return failed(
          'REQUIREMENT_NOT_MET',
          'DISCORD_NOT_IN_SERVER',
          { account: accountName(account), guildId, role: roleName },
          evidence,
        );
      if (!member.roles.includes(roleId))
        return failed(
          'REQUIREMENT_NOT_MET',
          'DISCORD_ROLE_MISSING',
          { account: accountName(account), role: roleName, rolesSeen: member.roles.length },
          evidence,
        );
      return passed(evidence);
    },

    async join_telegram_channel({ userId, task }) {
      const { chatId, inviteUrl } = task.config;
      if (!deps.telegramBot.isConfigured) return notConfigured('telegram');
      const account = await social.findLinkedAccount(userId, 'telegram');
      if (!account) return notLinked('telegram');
      const evidence = { ...accountEvidence(account), chatId };
      let membership;
      try {
        membership = await deps.telegramBot.getChatMember(chatId, account.externalId);
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'rejected')
          return failed(
            'PROVIDER_NOT_CONFIGURED',
            'TELEGRAM_BOT_CANNOT_SEE_CHAT',
            { chatId, answer: String(error.providerCode ?? error.status) },
            { ...evidence, providerStatus: error.status, providerCode: error.providerCode },
          );
        return unavailable('telegram', evidence);
      }
      const seen = { ...evidence, memberStatus: membership.status };
      if (!membership.isMember)
        return failed(
          'REQUIREMENT_NOT_MET',
          'TELEGRAM_NOT_IN_CHANNEL',
          { account: accountName(account), chatId, memberStatus: membership.status, inviteUrl },
          seen,
        );
      return passed(seen);
    },
  };
}
