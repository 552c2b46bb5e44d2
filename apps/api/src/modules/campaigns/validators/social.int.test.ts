import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_CONFIG_SCHEMAS } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';
import type { Database } from '../../../db/client';
import { createDiscordProvider } from '../../../providers/discord/discord-provider';
import { createTelegramBotApi } from '../../../providers/telegram/telegram-bot-api';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { startLocalDiscordServer, type LocalDiscordServer } from '../../../test/local-discord-server';
import {
  startLocalTelegramBotServer,
  type LocalTelegramBotServer,
} from '../../../test/local-telegram-bot-server';
import type { SocialService } from '../../social/social.service';
import { createTestSocialService } from '../../../test/social.fixtures';
import { socialValidators } from './social';
import type { ValidatorSet } from './validator';

const SITE = 'http://127.0.0.1:5173';
const CALLBACK = `${SITE}/social/callback`;
const GUILD = '613425648685547541';
const ROLE = '713425648685547541';

let database: Database;
let discordServer: LocalDiscordServer;
let telegramServer: LocalTelegramBotServer;
let social: SocialService;
let validators: ValidatorSet;
let unconfigured: ValidatorSet;

function buildService(configured: boolean): SocialService {
  const discord = createDiscordProvider({
    clientId: configured ? discordServer.client.id : undefined,
    clientSecret: configured ? discordServer.client.secret : undefined,
    authorizeUrl: discordServer.authorizeUrl,
    apiUrl: discordServer.apiUrl,
    timeoutMs: 5000,
  });
  return createTestSocialService(database.db, {
    oauth2: { discord },
    telegramBotToken: configured ? telegramServer.botToken : null,
    allowedOrigins: [SITE],
  });
}

function validatorsOf(service: SocialService, configured: boolean): ValidatorSet {
  return socialValidators({
    social: service,
    discord: createDiscordProvider({
      clientId: configured ? discordServer.client.id : undefined,
      clientSecret: configured ? discordServer.client.secret : undefined,
      authorizeUrl: discordServer.authorizeUrl,
      apiUrl: discordServer.apiUrl,
      timeoutMs: 5000,
    }),
    telegramBot: createTelegramBotApi({
      apiUrl: telegramServer.url,
      botToken: configured ? telegramServer.botToken : undefined,
      timeoutMs: 5000,
    }),
  });
}

async function validate(set: ValidatorSet, type: TaskType, userId: string, config: object = {}) {
  const validator = set[type] as
    ((input: unknown) => ReturnType<NonNullable<ValidatorSet['link_discord']>>) | undefined;
  if (!validator) throw new Error(`no validator for ${type}`);
  return validator({
    userId,
    task: {
      id: 'task',
      campaignId: 'campaign',
      type,
      title: type,
      config: TASK_CONFIG_SCHEMAS[type].parse(config),
    },
    now: new Date(),
  });
}

async function linkDiscord(userId: string, discordUserId: string) {
  const { url } = await social.authorizationUrl(userId, { provider: 'discord', redirectUri: CALLBACK });
  const back = new URL(await discordServer.authorize(url, discordUserId));
  await social.authenticate(userId, {
    provider: 'discord',
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  });
}

beforeAll(async () => {
  [database, discordServer, telegramServer] = await Promise.all([
    createTestDatabase(),
    startLocalDiscordServer({
      users: [
        { id: '90000000000000001', username: 'asha_plays', globalName: 'Asha', guilds: { [GUILD]: [ROLE] } },
        { id: '90000000000000002', username: 'ravi_plays', globalName: null, guilds: { [GUILD]: [] } },
        { id: '90000000000000003', username: 'lone_wolf', globalName: null, guilds: {} },
        { id: '90000000000000004', username: 'first_link', globalName: null, guilds: {} },
        { id: '90000000000000005', username: 'refresher', globalName: null, guilds: { [GUILD]: [] } },
      ],
    }),
    startLocalTelegramBotServer({
      users: [
        { id: 1001, first_name: 'Asha', username: 'asha_tg' },
        { id: 1002, first_name: 'Ravi' },
        { id: 1003, first_name: 'Kiran', username: 'kiran_tg' },
      ],
      chats: [
        { id: '@kplay_news', botIsAdmin: true, members: { '1001': 'member' } },
        { id: '@kplay_private', botIsAdmin: false, members: {} },
      ],
    }),
  ]);
  social = buildService(true);
  validators = validatorsOf(social, true);
  unconfigured = validatorsOf(buildService(false), false);
}, 60_000);
afterAll(async () => {
  await Promise.all([database?.close(), discordServer?.close(), telegramServer?.close()]);
});

describe('social validators against the local Discord and Telegram servers', () => {
  it('link_discord passes once linked, names the account missing before', async () => {
    const user = await createUser(database.db);
    const before = await validate(validators, 'link_discord', user.id);
    expect(before).toMatchObject({
      ok: false,
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'DISCORD_NOT_LINKED',
    });
    expect(before.ok || before.message).toBe(
      'Connect your Discord account first, then validate this task again',
    );
    await linkDiscord(user.id, '90000000000000004');
    expect(await validate(validators, 'link_discord', user.id)).toMatchObject({
      ok: true,
      evidence: { accountId: '90000000000000004', handle: 'first_link' },
    });
  });

  it('join_discord_server and validate_discord_role look at the membership with the user token', async () => {
    const asha = await createUser(database.db);
    const ravi = await createUser(database.db);
    const lone = await createUser(database.db);
    await linkDiscord(asha.id, '90000000000000001');
    await linkDiscord(ravi.id, '90000000000000002');
    await linkDiscord(lone.id, '90000000000000003');
    const server = { guildId: GUILD, inviteUrl: 'https://discord.gg/kplay' };
    const role = { guildId: GUILD, roleId: ROLE, roleName: 'Verified' };

    expect(await validate(validators, 'join_discord_server', asha.id, server)).toMatchObject({ ok: true });
    const notIn = await validate(validators, 'join_discord_server', lone.id, server);
    expect(notIn).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'DISCORD_NOT_IN_SERVER',
    });
    expect(notIn.ok || notIn.message).toContain('@lone_wolf is not a member');

    expect(await validate(validators, 'validate_discord_role', asha.id, role)).toMatchObject({ ok: true });
    const noRole = await validate(validators, 'validate_discord_role', ravi.id, role);
    expect(noRole).toMatchObject({
      ok: false,
      errorCode: 'DISCORD_ROLE_MISSING',
      evidence: { roleIdsSeen: [] },
    });
    expect(noRole.ok || noRole.message).toBe(
      'Your Discord account @ravi_plays is in the server but does not have the role "Verified" (we saw no roles)',
    );
  });

  it('refreshes an expired Discord token through the provider and stores the new one', async () => {
    const user = await createUser(database.db);
    await linkDiscord(user.id, '90000000000000005');
    discordServer.expireAccessTokens();
    const refreshesBefore = discordServer.requests.filter((r) => r === 'POST /api/oauth2/token').length;
    expect(
      await validate(validators, 'join_discord_server', user.id, {
        guildId: GUILD,
        inviteUrl: 'https://discord.gg/k',
      }),
    ).toMatchObject({ ok: true });
    expect(discordServer.requests.filter((r) => r === 'POST /api/oauth2/token').length).toBe(
      refreshesBefore + 1,
    );
    // The stored token is the new one: no further refresh needed.
    expect(await social.withAccessToken(user.id, 'discord', async (_token, account) => account.handle)).toBe(
      'refresher',
    );
    expect(discordServer.requests.filter((r) => r === 'POST /api/oauth2/token').length).toBe(
      refreshesBefore + 1,
    );
  });

  it('join_telegram_channel asks the Bot API (getChatMember)', async () => {
    const asha = await createUser(database.db);
    const ravi = await createUser(database.db);
    await social.linkTelegram(asha.id, telegramServer.widgetLogin(telegramServer.users[0]!));
    await social.linkTelegram(ravi.id, telegramServer.widgetLogin(telegramServer.users[1]!));
    const channel = { chatId: '@kplay_news', inviteUrl: 'https://t.me/kplay_news' };

    expect(await validate(validators, 'join_telegram_channel', asha.id, channel)).toMatchObject({
      ok: true,
      evidence: { memberStatus: 'member' },
    });
    const left = await validate(validators, 'join_telegram_channel', ravi.id, channel);
    expect(left).toMatchObject({
      ok: false,
      errorType: 'REQUIREMENT_NOT_MET',
      errorCode: 'TELEGRAM_NOT_IN_CHANNEL',
    });
    expect(left.ok || left.message).toContain(
      'is not in @kplay_news (Telegram says its status there is "left")',
    );

    const hidden = await validate(validators, 'join_telegram_channel', asha.id, {
      chatId: '@kplay_private',
      inviteUrl: 'https://t.me/x',
    });
    expect(hidden).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_NOT_CONFIGURED',
      errorCode: 'TELEGRAM_BOT_CANNOT_SEE_CHAT',
    });

    const nobody = await createUser(database.db);
    expect(await validate(validators, 'join_telegram_channel', nobody.id, channel)).toMatchObject({
      errorType: 'ACCOUNT_NOT_LINKED',
    });
    expect(await validate(validators, 'link_telegram', asha.id)).toMatchObject({ ok: true });
  });

  it('a provider that does not answer is PROVIDER_UNAVAILABLE, never a pass', async () => {
    const user = await createUser(database.db);
    await social.linkTelegram(user.id, telegramServer.widgetLogin(telegramServer.users[2]!));
    const down = socialValidators({
      social,
      discord: createDiscordProvider({
        clientId: 'x',
        clientSecret: 'y',
        authorizeUrl: 'http://127.0.0.1:1/a',
        apiUrl: 'http://127.0.0.1:1/api',
        timeoutMs: 1000,
      }),
      telegramBot: createTelegramBotApi({
        apiUrl: 'http://127.0.0.1:1',
        botToken: telegramServer.botToken,
        timeoutMs: 1000,
      }),
    });
    expect(
      await validate(down, 'join_telegram_channel', user.id, {
        chatId: '@kplay_news',
        inviteUrl: 'https://t.me/k',
      }),
    ).toMatchObject({
      ok: false,
      errorType: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('with no credentials, every social task says it cannot be checked', async () => {
    const user = await createUser(database.db);
    for (const [type, config] of [
      ['link_discord', {}],
      ['join_discord_server', { guildId: GUILD, inviteUrl: 'https://discord.gg/k' }],
      ['validate_discord_role', { guildId: GUILD, roleId: ROLE, roleName: 'R' }],
      ['link_google', {}],
      ['link_telegram', {}],
      ['join_telegram_channel', { chatId: '@kplay_news', inviteUrl: 'https://t.me/k' }],
    ] as const) {
      const outcome = await validate(unconfigured, type, user.id, config);
      expect(outcome, type).toMatchObject({ ok: false, errorType: 'PROVIDER_NOT_CONFIGURED' });
      expect(outcome.ok || outcome.message, type).toMatch(
        /is not connected on this installation yet: this task cannot be checked, so it stays open$/,
      );
    }
    // Steam needs no credentials: an unlinked Steam account is the user's to connect.
    expect(await validate(unconfigured, 'link_steam', user.id)).toMatchObject({
      errorType: 'ACCOUNT_NOT_LINKED',
      errorCode: 'STEAM_NOT_LINKED',
    });
  });
});
