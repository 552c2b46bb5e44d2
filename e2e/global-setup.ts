import net from 'node:net';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with `npm start` and the benchmarks, without type declarations
import * as product from '../scripts/product.mjs';

/** The Google account of the local OpenID provider: the same person as the e2e's phone user. */
export const GOOGLE_ACCOUNT = {
  sub: 'e2e-google-gamer',
  email: 'e2e-gamer@example.com',
  name: 'Asha Gamer',
} as const;

/** The Google client the local provider knows (see apps/api/src/test/local-oidc-provider.ts). */
const GOOGLE_CLIENT = { id: 'kp-test-client', secret: 'kp-test-secret-that-is-long-enough' };

/**
 * The e2e's account on the local X: the first one its authorize page offers. It follows @kplay_gg,
 * as the Monsoon Airdrop's task 2 asks.
 */
const X_ACCOUNT = { id: '1790000000000000101', username: 'asha_gamer', name: 'Asha Gamer' } as const;
const X_KPLAY = { id: '1790000000000000001', username: 'kplay_gg', name: 'K-Play' } as const;

/** The e2e's account on the local Discord: a member of the Monsoon Airdrop's server (task 3). */
const DISCORD_ACCOUNT = {
  id: '80351110224678912',
  username: 'asha_plays',
  globalName: 'Asha',
  guildId: '1100000000000000001',
} as const;

/** The e2e's account on the local Telegram: a member of the Monsoon Airdrop's channel (task 4). */
const TELEGRAM_ACCOUNT = {
  id: 424242,
  firstName: 'Asha',
  username: 'asha_tg',
  channel: '@kplay_official',
} as const;

/** The Telegram bot's name the sign-in modal shows; its token is the local Bot API's. */
const TELEGRAM_BOT_USERNAME = 'kplay_e2e_bot';

/** The SteamID64 the local Steam OpenID provider signs in as. */
const STEAM_ACCOUNT = { steamId: '76561197960287930' } as const;

/**
 * A second gamer's accounts on the local X, Discord, Telegram and Steam, offered after the first
 * ones on their pages, following @kplay_gg, in the same Discord server and Telegram channel: an
 * account links to one user only, so the gamer of demo-completable.e2e.test.ts cannot take the
 * K-Drop test's.
 */
const SECOND_GAMER = {
  x: { id: '1790000000000000102', username: 'ravi_gamer', name: 'Ravi Gamer' },
  discord: { id: '80351110224678913', username: 'ravi_plays', globalName: 'Ravi' },
  telegram: { id: 434343, firstName: 'Ravi', username: 'ravi_tg' },
  steamId: '76561197960287931',
} as const;

/** The e2e world's operator (ADMIN_PHONE_NUMBERS): reviews quest proofs and clan chief applications. */
const OPERATOR_PHONE = '+919000000001';
/**
 * A second operator, for the reader journeys (hindi, bengali): one number may be sent 5 codes an
 * hour from one address (CODE_RULES.perPhone), and the other tests' operator uses those up.
 */
const READER_OPERATOR_PHONE = '+919000000002';

/** A helper process of scripts/product.mjs (`startProcess`): what it printed, and its stop. */
type Stoppable = { stop(): Promise<void> };
type Running<T> = Stoppable & { value: T };
type Settings = Record<string, string>;
type LocalChain = {
  rpcUrl: string;
  chainId: number;
  token: { address: Address; name: string; symbol: string; decimals: number };
  nft: { address: Address; name: string; symbol: string };
  pogCard: { address: Address; name: string; symbol: string; minter: Address };
  funded: Address[];
};

/** A port free right now, for the product: the providers must know its callbacks before it starts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Builds the web and starts the product once for all end-to-end tests, as `npm start` would, with
 * every outside service it talks to running locally as a process of its own: Google (an OpenID
 * provider), X, Discord, Steam (OpenID 2.0), Telegram (Bot API and login page) and an EVM chain
 * (31337, with the test token). They start side by side with the web build; any that fails stops
 * the others.
 */
export default async function setup(project: TestProject) {
  // Every start under way; each one that succeeds is in `running`, to be stopped.
  const starts: Promise<unknown>[] = [];
  const running: Stoppable[] = [];
  const track = <T extends Stoppable>(start: Promise<T>): Promise<T> => {
    const started = start.then((helper) => {
      running.push(helper);
      return helper;
    });
    // Awaited later, maybe after it failed: not an unhandled rejection meanwhile.
    started.catch(() => {});
    starts.push(started);
    return started;
  };
  const stopAll = async () => {
    await Promise.all(running.splice(0).map((helper) => helper.stop()));
  };

  const [port, chainPort, gamePort] = [await freePort(), await freePort(), await freePort()];
  const site = `http://127.0.0.1:${port}`;
  // The demo data's third-party game, on its own port of the same host (as `npm start` runs it).
  const sampleGameURL = `http://127.0.0.1:${gamePort}`;
  const secrets = product.sampleGameSecrets({});
  const providerServer = (file: string, names: string[], env: Settings): Promise<Running<Settings>> =>
    track(
      product.startTsx(`apps/api/src/test/${file}`, { name: file, env, ready: product.settingLines(names) }),
    );

  // The chain (ganache, deployments) starts with the build and the other servers; the product waits
  // for it, as `npm start` does: POG cards are minted on its PogCard contract (tokenURI on `site`).
  const chain = track(
    product.startLocalChain({ port: chainPort, publicUrl: site }) as Promise<Running<LocalChain>>,
  );
  const build = product.buildWebAsync() as Promise<void>;
  build.catch(() => {});
  starts.push(build);
  const providers = [
    providerServer('oidc-provider-server.ts', ['OIDC_ISSUER'], {
      OIDC_REDIRECT_URIS: JSON.stringify([
        `${site}/api/authentication/google/callback`,
        `${site}/social-connect/google`,
      ]),
      OIDC_ACCOUNT_SUB: GOOGLE_ACCOUNT.sub,
      OIDC_ACCOUNT_EMAIL: GOOGLE_ACCOUNT.email,
      OIDC_ACCOUNT_NAME: GOOGLE_ACCOUNT.name,
    }),
    providerServer('x-server.ts', ['X_CLIENT_ID', 'X_CLIENT_SECRET', 'X_AUTHORIZE_URL', 'X_API_URL'], {
      X_REDIRECT_URIS: JSON.stringify([`${site}/social-connect/twitter`]),
      X_SEED: JSON.stringify({
        users: [X_ACCOUNT, X_KPLAY, SECOND_GAMER.x],
        follows: [
          [X_ACCOUNT.id, X_KPLAY.id],
          [SECOND_GAMER.x.id, X_KPLAY.id],
        ],
      }),
    }),
    providerServer(
      'discord-server.ts',
      ['DISCORD_AUTHORIZE_URL', 'DISCORD_API_URL', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
      {
        DISCORD_REDIRECT_URIS: JSON.stringify([`${site}/social-connect/discord`]),
        DISCORD_USERS: JSON.stringify([
          {
            id: DISCORD_ACCOUNT.id,
            username: DISCORD_ACCOUNT.username,
            globalName: DISCORD_ACCOUNT.globalName,
            guilds: { [DISCORD_ACCOUNT.guildId]: [] },
          },
          { ...SECOND_GAMER.discord, guilds: { [DISCORD_ACCOUNT.guildId]: [] } },
        ]),
      },
    ),
    providerServer('steam-openid-server.ts', ['STEAM_OPENID_URL'], {
      STEAM_IDS: JSON.stringify([STEAM_ACCOUNT.steamId, SECOND_GAMER.steamId]),
    }),
    providerServer(
      'telegram-bot-server.ts',
      ['TELEGRAM_API_URL', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_LOGIN_URL'],
      {
        // Its own fixed test token (not one from this shell's environment).
        TELEGRAM_BOT_TOKEN: '',
        TELEGRAM_USERS: JSON.stringify([
          {
            id: TELEGRAM_ACCOUNT.id,
            first_name: TELEGRAM_ACCOUNT.firstName,
            username: TELEGRAM_ACCOUNT.username,
          },
          {
            id: SECOND_GAMER.telegram.id,
            first_name: SECOND_GAMER.telegram.firstName,
            username: SECOND_GAMER.telegram.username,
          },
        ]),
        TELEGRAM_CHATS: JSON.stringify([
          {
            id: TELEGRAM_ACCOUNT.channel,
            botIsAdmin: true,
            members: { [TELEGRAM_ACCOUNT.id]: 'member', [SECOND_GAMER.telegram.id]: 'member' },
          },
        ]),
      },
    ),
  ] as const;

  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  const holder = product.LOCAL_CHAIN_HOLDER as { privateKey: Hex; address: Address };
  let xApiURL: string;
  let localChain: ProvidedContext['localChain'];
  try {
    const [[oidc, x, discord, steam, telegram], , { value: evm }] = await Promise.all([
      Promise.all(providers),
      build,
      chain,
    ]);
    const minter = product.LOCAL_CHAIN_POG_MINTER as { privateKey: Hex; address: Address };
    xApiURL = x.value.X_API_URL!;
    const server = await track<Stoppable & { url: string }>(
      product.startProduct({
        env: {
          PORT: String(port),
          PUBLIC_URL: site,
          GOOGLE_ISSUER: oidc.value.OIDC_ISSUER,
          GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
          GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
          ...x.value,
          ...discord.value,
          ...steam.value,
          ...telegram.value,
          TELEGRAM_BOT_USERNAME,
          EVM_CHAINS: `31337=${rpcUrl}`,
          // The KYC sandbox answers a check after this long: long enough to see it pending, short
          // enough for a test that verifies three documents.
          KYC_SANDBOX_DELAY_MS: '1500',
          SAMPLE_GAME_URL: sampleGameURL,
          ADMIN_PHONE_NUMBERS: `${OPERATOR_PHONE},${READER_OPERATOR_PHONE}`,
          // The reader journeys come through a proxy on this machine (X-Forwarded-For), each from a
          // network of its own, as gamers do: one address may ask 30 codes an hour (perIp).
          TRUST_PROXY: '127.0.0.1,::1',
          // The clans test moves the clock past a rule's days (POST /api/dev/clock), then back.
          DEV_CLOCK: 'true',
          // A POG mint takes 3 s here instead of the spec's 100 s: the POG test watches it to the end.
          POG_MINT_DURATION_MS: '3000',
          POG_NFT_CHAIN_ID: '31337',
          POG_NFT_CONTRACT: evm.pogCard.address,
          POG_NFT_MINTER_KEY: minter.privateKey,
          ...secrets,
        },
      }),
    );
    project.provide('baseURL', server.url);
    await track<Stoppable>(
      product.startSampleGame({ gameUrl: sampleGameURL, apiUrl: site, webUrl: site, secrets }),
    );
    if (evm.rpcUrl !== rpcUrl || evm.chainId !== 31337)
      throw new Error(`the local chain is ${evm.chainId} at ${evm.rpcUrl}, not 31337 at ${rpcUrl}`);
    if (privateKeyToAccount(holder.privateKey).address !== holder.address)
      throw new Error(`LOCAL_CHAIN_HOLDER's key is not ${holder.address}'s (scripts/product.mjs)`);
    localChain = {
      rpcUrl,
      chainId: evm.chainId,
      token: { address: evm.token.address, symbol: evm.token.symbol, decimals: evm.token.decimals },
      nftAddress: evm.nft.address,
      pogCardAddress: evm.pogCard.address,
      holder,
    };
  } catch (error) {
    // Let every start finish (or fail), so that none is left running.
    await Promise.allSettled(starts);
    await stopAll();
    throw error;
  }
  project.provide('sampleGameURL', sampleGameURL);
  project.provide('googleAccount', GOOGLE_ACCOUNT);
  project.provide('xAccount', X_ACCOUNT);
  project.provide('xApiURL', xApiURL);
  project.provide('discordAccount', DISCORD_ACCOUNT);
  project.provide('telegramAccount', TELEGRAM_ACCOUNT);
  project.provide('steamAccount', STEAM_ACCOUNT);
  project.provide('secondGamer', SECOND_GAMER);
  project.provide('operatorPhone', OPERATOR_PHONE);
  project.provide('readerOperatorPhone', READER_OPERATOR_PHONE);
  project.provide('localChain', localChain);
  return stopAll;
}

declare module 'vitest' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseURL: string;
    sampleGameURL: string;
    googleAccount: { sub: string; email: string; name: string };
    /** The account the local X's authorize page offers first; it follows @kplay_gg. */
    xAccount: { id: string; username: string; name: string };
    /** The local X's API (`POST <it>/_local/seed` with a LocalXSeed shapes X's world). */
    xApiURL: string;
    /** The local Discord's first user, a member of the guild `guildId` (no roles). */
    discordAccount: { id: string; username: string; globalName: string; guildId: string };
    /** The local Telegram's first user, a member of `channel`, where the bot is an admin. */
    telegramAccount: { id: number; firstName: string; username: string; channel: string };
    /** The SteamID64 the local Steam signs in as. */
    steamAccount: { steamId: string };
    /** Another gamer's accounts on the local X (following @kplay_gg), Discord, Telegram (members as above) and Steam, second on their pages. */
    secondGamer: {
      x: { id: string; username: string; name: string };
      discord: { id: string; username: string; globalName: string };
      telegram: { id: number; firstName: string; username: string };
      steamId: string;
    };
    /** The operator's phone number (E.164, one of ADMIN_PHONE_NUMBERS): signing in with it gives the admin role. */
    operatorPhone: string;
    /** The reader journeys' operator, another of ADMIN_PHONE_NUMBERS (a number's own code budget). */
    readerOperatorPhone: string;
    /**
     * The local EVM chain the product reads (EVM_CHAINS=31337=<rpcUrl>): the test token (KPT) and
     * NFT, and the holder's key (a well-known test key), which holds 1000 KPT and one NFT.
     */
    localChain: {
      rpcUrl: string;
      chainId: number;
      token: { address: Address; symbol: string; decimals: number };
      nftAddress: Address;
      /** The PogCard contract POG cards are minted on (POG_NFT_CONTRACT). */
      pogCardAddress: Address;
      holder: { privateKey: Hex; address: Address };
    };
  }
}
