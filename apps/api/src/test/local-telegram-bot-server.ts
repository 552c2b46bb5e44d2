import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formPage, readBody, redirect, sendJson, sendText } from './local-http';

export type LocalTelegramUser = { id: number; first_name: string; last_name?: string; username?: string };

/** A chat of the local Bot API: its members' statuses, and whether our bot may read them. */
export type LocalTelegramChat = {
  /** `@name` or `-100…`. */
  id: string;
  botIsAdmin: boolean;
  members: Record<string, 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked'>;
};

export type LocalTelegramBotServer = {
  /** TELEGRAM_API_URL. */
  url: string;
  botToken: string;
  users: LocalTelegramUser[];
  chats: LocalTelegramChat[];
  /** A Login Widget answer for a user, signed with the bot token as Telegram signs it. */
  widgetLogin(user: LocalTelegramUser, authDate?: Date): Record<string, string | number>;
  close(): Promise<void>;
};

/**
 * A local Telegram Bot API (`/bot<token>/getChatMember`, answering `{ ok, result }` or
 * `{ ok: false, error_code, description }` with Telegram's descriptions) and a local stand-in for
 * Telegram's login page (`/auth?bot_id&origin&return_to`: a "Log in" button that sends the browser
 * back with `#tgAuthResult=` as oauth.telegram.org does), signing with the bot token.
 */
export async function startLocalTelegramBotServer(
  options: { botToken?: string; users?: LocalTelegramUser[]; chats?: LocalTelegramChat[] } = {},
): Promise<LocalTelegramBotServer> {
  const botToken = options.botToken ?? '7000000001:AAlocal-telegram-bot-token_0123456789';
  const users = options.users ?? [{ id: 424242, first_name: 'Asha', username: 'asha_tg' }];
  const chats = options.chats ?? [{ id: '@kplay_news', botIsAdmin: true, members: {} }];

  function widgetLogin(user: LocalTelegramUser, authDate = new Date()) {
    const fields: Record<string, string | number> = {
      id: user.id,
      first_name: user.first_name,
      ...(user.last_name ? { last_name: user.last_name } : {}),
      ...(user.username ? { username: user.username } : {}),
      auth_date: Math.floor(authDate.getTime() / 1000),
    };
    const dataCheckString = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const secret = createHash('sha256').update(botToken).digest();
    return { ...fields, hash: createHmac('sha256', secret).update(dataCheckString).digest('hex') };
  }

  const fail = (res: http.ServerResponse, status: number, description: string) =>
    sendJson(res, status, { ok: false, error_code: status, description });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (method) {
      if (method[1] !== botToken) return fail(res, 401, 'Unauthorized');
      if (method[2] !== 'getChatMember') return fail(res, 404, 'Not Found');
      const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      const chatId = params.get('chat_id') ?? '';
      const userId = params.get('user_id') ?? '';
      if (!chatId) return fail(res, 400, 'Bad Request: chat_id is empty');
      if (!/^\d+$/.test(userId)) return fail(res, 400, 'Bad Request: invalid user_id specified');
      const chat = chats.find((c) => c.id === chatId);
      if (!chat) return fail(res, 400, 'Bad Request: chat not found');
      if (!chat.botIsAdmin) return fail(res, 400, 'Bad Request: member list is inaccessible');
      const user = users.find((u) => String(u.id) === userId);
      if (!user) return fail(res, 400, 'Bad Request: user not found');
      const status = chat.members[userId] ?? 'left';
      return sendJson(res, 200, {
        ok: true,
        result: {
          user: { id: user.id, is_bot: false, first_name: user.first_name, username: user.username },
          status,
          ...(status === 'restricted' ? { is_member: true } : {}),
        },
      });
    }
    if (url.pathname === '/auth' && req.method === 'GET') {
      const returnTo = url.searchParams.get('return_to');
      if (!returnTo || url.searchParams.get('bot_id') !== botToken.split(':')[0])
        return sendText(res, 400, 'Bot domain invalid');
      return sendText(
        res,
        200,
        formPage({
          title: 'Local Telegram: log in',
          action: '/auth/approve',
          fields: { return_to: returnTo },
          choice: {
            name: 'user_id',
            label: 'Account',
            options: users.map((u) => ({ value: String(u.id), label: u.username ?? u.first_name })),
          },
          button: 'Log in',
        }),
        'text/html',
      );
    }
    if (url.pathname === '/auth/approve' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const user = users.find((u) => String(u.id) === form.get('user_id')) ?? users[0]!;
      const back = new URL(form.get('return_to') ?? '');
      back.hash = `tgAuthResult=${Buffer.from(JSON.stringify(widgetLogin(user))).toString('base64url')}`;
      return redirect(res, back.href);
    }
    return fail(res, 404, 'Not Found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendText(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    botToken,
    users,
    chats,
    widgetLogin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
