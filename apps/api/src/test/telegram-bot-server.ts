// The local Telegram Bot API (and login page) as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/telegram-bot-server.ts`. It prints TELEGRAM_API_URL, TELEGRAM_BOT_TOKEN
// and TELEGRAM_LOGIN_URL (its `/auth` page, Telegram's oauth.telegram.org stand-in) once it listens.
//
//   TELEGRAM_BOT_TOKEN  the bot's token (unset: a fixed test token)
//   TELEGRAM_USERS      JSON array of { id, first_name, username? }
//   TELEGRAM_CHATS      JSON array of { id: "@channel", botIsAdmin, members: { <user id>: "member" } }
import {
  startLocalTelegramBotServer,
  type LocalTelegramChat,
  type LocalTelegramUser,
} from './local-telegram-bot-server';
import { jsonEnv, runAsProcess } from './local-server-process';

const users = jsonEnv<LocalTelegramUser[] | undefined>('TELEGRAM_USERS', undefined);
const chats = jsonEnv<LocalTelegramChat[] | undefined>('TELEGRAM_CHATS', undefined);
const server = await startLocalTelegramBotServer({
  ...(process.env.TELEGRAM_BOT_TOKEN ? { botToken: process.env.TELEGRAM_BOT_TOKEN } : {}),
  ...(users ? { users } : {}),
  ...(chats ? { chats } : {}),
});
runAsProcess(
  {
    TELEGRAM_API_URL: server.url,
    TELEGRAM_BOT_TOKEN: server.botToken,
    TELEGRAM_LOGIN_URL: `${server.url}/auth`,
  },
  server.close,
);
