// Telegram's Bot API, as far as the campaign tasks need it: whether a user is in a channel or a
// group (https://core.telegram.org/bots/api#getchatmember). The bot must be an administrator of a
// channel to see its members; Telegram answers every call as { ok, result } or
// { ok: false, error_code, description }.
import { z } from 'zod';
import { malformedAnswer, ProviderError, requestJson } from '../oauth2/provider-http';

const PROVIDER = 'telegram';

export type TelegramBotApiOptions = {
  /** `https://api.telegram.org`. */
  apiUrl: string;
  /** The bot's token; unset: not configured. */
  botToken: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/** Telegram's ChatMember statuses. */
export const CHAT_MEMBER_STATUSES = [
  'creator',
  'administrator',
  'member',
  'restricted',
  'left',
  'kicked',
] as const;
export type ChatMemberStatus = (typeof CHAT_MEMBER_STATUSES)[number];

/** A user's standing in a chat: its status and whether that counts as being in it. */
export type ChatMembership = { status: ChatMemberStatus; isMember: boolean };

export type TelegramBotApi = {
  readonly isConfigured: boolean;
  /**
   * The user's membership of a chat (`@channel` or its numeric id). A user Telegram does not know
   * in that chat is not a member; a chat the bot cannot see throws a rejected ProviderError.
   */
  getChatMember(chatId: string, userId: string): Promise<ChatMembership>;
};

const answer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    result: z.object({ status: z.enum(CHAT_MEMBER_STATUSES), is_member: z.boolean().optional() }),
  }),
  z.object({ ok: z.literal(false), error_code: z.number().int(), description: z.string() }),
]);

// Telegram's words for a user id it has never seen in that chat: not a member, not an error.
const UNKNOWN_USER = /user not found|PARTICIPANT_ID_INVALID|USER_ID_INVALID/i;

/** The Telegram Bot API adapter. */
export function createTelegramBotApi(options: TelegramBotApiOptions): TelegramBotApi {
  return {
    isConfigured: Boolean(options.botToken),

    async getChatMember(chatId, userId) {
      if (!options.botToken) throw new Error('Telegram bot is not configured');
      const url = new URL(`${options.apiUrl}/bot${options.botToken}/getChatMember`);
      url.search = new URLSearchParams({ chat_id: chatId, user_id: userId }).toString();
      let body: unknown;
      try {
        body = await requestJson(PROVIDER, url.href, {
          headers: { accept: 'application/json' },
          timeoutMs: options.timeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      } catch (error) {
        // The URL holds the bot token: an error from here must not carry it.
        if (error instanceof ProviderError) {
          if (error.kind === 'rejected' && UNKNOWN_USER.test(error.providerCode ?? ''))
            return { status: 'left', isMember: false };
          throw error;
        }
        throw malformedAnswer(PROVIDER, 'getChatMember failure');
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success || !parsed.data.ok) throw malformedAnswer(PROVIDER, 'getChatMember answer');
      const { status, is_member: isMember } = parsed.data.result;
      return {
        status,
        isMember:
          status === 'creator' ||
          status === 'administrator' ||
          status === 'member' ||
          (status === 'restricted' && isMember === true),
      };
    },
  };
}
