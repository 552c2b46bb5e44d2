import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { ROUTES } from '@kp/contract';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { REDEMPTION_CAUSE_TYPE } from '@kp/domain/store';
import type { Profile } from '@kp/contract/users';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAuthGuard } from './platform/auth-guard';
import { systemClock, type Clock } from './platform/clock';
import { withDevClock } from './platform/dev-clock';
import { registerErrorHandling } from './platform/errors';
import { httpServerOptions, registerHttp, registerRequestBasics } from './platform/http';
import { createIdempotency, registerIdempotency } from './platform/idempotency';
import type { Job } from './platform/jobs';
import { lateBound } from './platform/late-bound';
import type { ModuleContext } from './platform/module-context';
import { unsafeSettingWarnings } from './platform/production-safety';
import { registerPublicWriteLimits } from './platform/public-write-limit';
import { createRateLimiter } from './platform/rate-limit';
import { registerReaderLanguage } from './platform/reader-language';
import { createRouteIndex } from './platform/route-index';
import { loadSecrets } from './platform/secrets';
import { registerStaticWeb } from './platform/static-web';
import { createUserLifecycle } from './platform/user-lifecycle';
import { createXProvider } from './providers/x/x-provider';
import { registerAnalytics } from './modules/analytics/analytics.setup';
import { registerArt } from './modules/art/art.setup';
import { registerAudit } from './modules/audit/audit.setup';
import { registerAuth } from './modules/auth/auth.setup';
import { registerAvatars } from './modules/avatars/avatars.setup';
import type { AvatarsService } from './modules/avatars/avatars.service';
import { registerCampaigns } from './modules/campaigns/campaigns.setup';
import { registerClanChief } from './modules/clans/clan-chief.setup';
import { registerClans } from './modules/clans/clans.setup';
import { registerContent } from './modules/content/content.setup';
import { earningTitlesOf, type EarningTitles } from './modules/earnings/earnings-context';
import { registerEarnings } from './modules/earnings/earnings.setup';
import { registerEvmWallets } from './modules/evm-wallets/evm-wallets.setup';
import { registerGames } from './modules/games/games.setup';
import type { ArenaClient } from './modules/games/games.service';
import { registerHealth } from './modules/health/health.setup';
import { registerImages } from './modules/images/images.setup';
import { registerKyc } from './modules/kyc/kyc.setup';
import { campaignBoards, questBoards } from './modules/leaderboards/item-boards';
import { registerLeaderboards } from './modules/leaderboards/leaderboards.setup';
import { causeTitlesOf, type CauseTitles } from './modules/ledger/cause-titles';
import { registerLedger } from './modules/ledger/ledger.setup';
import { registerLocation } from './modules/location/location.setup';
import { registerPayments } from './modules/payments/payments.setup';
import type { AvatarPort, PogScoresPort } from './modules/pog/pog-ports';
import { registerPog } from './modules/pog/pog.setup';
import type { NftMinter } from './providers/evm/nft-minter';
import { pogFactSourcesOf } from './modules/pog-scores/pog-facts';
import { registerPogScores, type PogGate } from './modules/pog-scores/pog-scores.setup';
import { feedScoresOf } from './modules/pog-feed/pog-feed-ports';
import { registerPogFeed } from './modules/pog-feed/pog-feed.setup';
import { registerQuests } from './modules/quests/quests.setup';
import { registerReferrals } from './modules/referrals/referrals.setup';
import { availableAccounts } from './modules/social/available-accounts';
import { registerSocial } from './modules/social/social.setup';
import { registerStore } from './modules/store/store.setup';
import { registerSwap } from './modules/swap/swap.setup';
import { registerThirdParty } from './modules/third-party/third-party.setup';
import { ENTRY_CAUSE_TYPE, PRIZE_SOURCE } from './modules/tournaments/tournaments-deps';
import { registerTournaments } from './modules/tournaments/tournaments.setup';
import { registerUsers } from './modules/users/users.setup';
import { registerWallet } from './modules/wallet/wallet.setup';
import { registerXp } from './modules/xp/xp.setup';

export type AppDeps = {
  config: Config;
  database: Pick<Database, 'db' | 'kind'>;
  clock?: Clock;
  logStream?: DestinationStream;
  /** Ports answered by modules not wired here yet, or by a test's double (pog.fixtures.ts). */
  ports?: { pogAvatars?: AvatarPort; pogScores?: PogScoresPort; pogMinter?: NftMinter | null };
};

/**
 * Builds the api from its config and database; it does not listen (tests use app.inject).
 * The platform first (errors, limits, HTTP), then each module in an order where what a module
 * needs is registered before it. Two pairs need each other: quests and games ask the third-party
 * module (registered after them) for their games' clients, and the users module asks the social
 * module for a profile's linked accounts; those are late-bound ports, connected right after the
 * module answering them. The user's lifecycle (created, erased) reaches the modules that
 * subscribed, in the order they are registered here.
 */
export async function buildApp({
  config,
  database,
  clock: givenClock = systemClock,
  logStream,
  ports = {},
}: AppDeps): Promise<FastifyInstance> {
  const devClock = withDevClock(config.DEV_CLOCK, givenClock);
  const clock = devClock.clock;
  const app = Fastify(httpServerOptions(config, logStream));
  app.decorate('clock', clock);
  registerRequestBasics(app);
  registerErrorHandling(app, createRouteIndex(app));
  const rateLimiter = createRateLimiter({ db: database.db, clock });
  // Before any route: every public write of the contract is limited per address as it is added.
  registerPublicWriteLimits(app, rateLimiter);
  for (const warning of unsafeSettingWarnings(config)) app.log.warn(warning);
  const http = await registerHttp(app, config);

  const db = database.db;
  const secrets = await loadSecrets(db, config.AUTH_SECRET);
  const lifecycle = createUserLifecycle();
  // Before any route: a value-moving route of the contract gets its `once` from it.
  const idempotency = createIdempotency({ db, clock });
  registerIdempotency(app, idempotency);
  const context: ModuleContext = {
    config,
    db,
    clock,
    secrets,
    currencies: createCurrencyRegistry({ code: config.REWARD_TOKEN_CODE, name: config.REWARD_TOKEN_NAME }),
    lifecycle,
  };
  const sessions = lateBound<Parameters<typeof registerAuthGuard>[1]>('the auth guard');
  const socialStatuses = lateBound<(userId: string) => Promise<Partial<Profile['socialStatuses']>>>(
    "a profile's social statuses",
  );
  const gameClients = lateBound<(gameId: string) => Promise<string | null>>("a game's third-party client");
  const playableClients = lateBound<() => Promise<ReadonlyMap<string, ArenaClient>>>('the playable games');
  registerAuthGuard(app, sessions.call);
  // Campaigns, quests and tournaments gate a start on the POG card, and clans show their members'
  // POG totals: the pog-scores module reads their facts, so it is registered after them.
  const pogGate = lateBound<PogGate>('the POG requirement gate');
  // The share_pog_card_on_x task asks the pog module (registered after campaigns) for the card's pages.
  const pogCardLinks =
    lateBound<(userId: string) => Promise<readonly string[] | null>>("a user's POG card pages");
  const pogTotals =
    lateBound<(userIds: readonly string[]) => Promise<ReadonlyMap<string, number>>>(
      "the members' POG totals",
    );

  const wallet = registerWallet(app, context);
  const users = registerUsers(app, {
    ...context,
    lifecycle,
    wallets: wallet.service,
    socialStatuses: socialStatuses.call,
  });
  // Each request is read in its signed-in caller's stored language, else its Accept-Language.
  registerReaderLanguage(app, (userId) => users.service.storedLanguage({ userId }));
  const auth = registerAuth(app, { ...context, users: users.service, rateLimiter });
  sessions.connect((token) => auth.service.verifyAccessToken(token));
  registerAudit(app, context);
  registerContent(app, context);
  registerArt(app);
  registerImages(app, context);
  registerAnalytics(app, context);
  // Before the modules that verify actions: they award XP in their own transactions.
  const xp = registerXp(app, context);
  const clanChief = registerClanChief(app, { ...context, users: users.service });
  // A movement's note names its cause's title: the causes' modules word it in a reader's language.
  const causeTitles = lateBound<CauseTitles>("the titles of movements' causes");
  const ledger = registerLedger(app, { ...context, causeTitles: causeTitles.call });
  registerSwap(app, { ...context, ledger: ledger.service });
  const payments = registerPayments(app, {
    ...context,
    ledger: ledger.service,
    hashKey: secrets.hashKey,
  });
  const kyc = registerKyc(app, { ...context, lifecycle, users: users.service, ledger: ledger.service });
  registerHealth(app, { database, features: { buyKcash: payments.isBuyingEnabled, kyc: kyc.isEnabled } });
  // What a quest's or a tournament prize's earning is called in a reader's language: the quests
  // and tournaments modules, registered later.
  const earningTitles = lateBound<EarningTitles>("quests' and tournaments' earning titles");
  const earnings = registerEarnings(app, {
    ...context,
    ledger: ledger.service,
    kycGate: kyc.service,
    titlesIn: earningTitles.call,
  });
  const store = await registerStore(app, {
    ...context,
    ledger: ledger.service,
    users: users.service,
    wallets: wallet.service,
    auth: auth.service,
  });
  const quests = registerQuests(app, {
    ...context,
    earnings: earnings.service,
    users: users.service,
    wallets: wallet.service,
    clanChief: clanChief.service,
    xp: xp.service,
    thirdPartyClientOf: gameClients.call,
    pogGate: pogGate.call,
  });
  const games = registerGames(app, {
    ...context,
    quests: quests.service,
    wallets: wallet.service,
    playableClients: playableClients.call,
  });
  const tournaments = registerTournaments(app, {
    ...context,
    ledger: ledger.service,
    earnings: earnings.service,
    users: users.service,
    games: games.service,
    xp: xp.service,
    pogGate: pogGate.call,
  });
  earningTitles.connect(
    earningTitlesOf({ quest: quests.earningTitles, [PRIZE_SOURCE]: tournaments.earningTitles }),
  );
  const thirdParty = await registerThirdParty(app, {
    ...context,
    hashKey: secrets.hashKey,
    quests: quests.service,
    games: games.service,
    users: users.service,
    tournaments: tournaments.service,
  });
  gameClients.connect((gameId) => thirdParty.service.clientIdOfGame(gameId));
  playableClients.connect(() => thirdParty.service.activeClientsByGame());
  // The arena (Klash) frames the third-party games: their origins go into the CSP's frame-src.
  http.connectArenaFrames(() => thirdParty.service.activeClientOrigins());
  const evmWallets = registerEvmWallets(app, context);
  const xProvider = createXProvider(config, { timeoutMs: config.SOCIAL_HTTP_TIMEOUT_MS });
  const social = registerSocial(app, {
    ...context,
    hashKey: secrets.hashKey,
    oauth2: { twitter: xProvider },
    users: users.service,
    evmWallets: evmWallets.service,
  });
  socialStatuses.connect((userId) => social.service.profileStatuses(userId));
  // Referral codes, a referred gamer's qualification (an XP award event) and the referrer's rewards
  // (earnings); the campaigns' referral tasks ask it how many joined and for the referral link.
  const referrals = registerReferrals(app, {
    ...context,
    users: users.service,
    xp: xp.service,
    earnings: earnings.service,
  });
  const campaigns = registerCampaigns(app, {
    ...context,
    hashKey: secrets.hashKey,
    ledger: ledger.service,
    evmWallets,
    social,
    isXConfigured: xProvider.isConfigured,
    availableAccounts: availableAccounts(config),
    users: users.service,
    games: games.service,
    quests: quests.service,
    questTitles: quests.questTitles,
    kyc: kyc.service,
    xp: xp.service,
    pogGate: pogGate.call,
    pogCardLinks: pogCardLinks.call,
    referrals: referrals.service,
  });
  causeTitles.connect(
    causeTitlesOf({
      earning: (ids, reader) => earnings.service.titlesOf(ids, reader),
      [REDEMPTION_CAUSE_TYPE]: (ids, reader) => store.service.voucherTitlesOf(ids, reader),
      campaign_claim: (ids, reader) => campaigns.service.campaignTitlesOf(ids, reader),
      [ENTRY_CAUSE_TYPE]: (ids, reader) => tournaments.entryTitles(ids, reader),
    }),
  );
  // Clans count their members' campaigns and quests: registered after both.
  const clans = registerClans(app, {
    ...context,
    auth: auth.service,
    clanChief: clanChief.service,
    users: users.service,
    completedCampaigns: (userIds) => campaigns.service.listCompletedCampaigns(userIds),
    completedQuests: (userIds) => quests.service.listCompletedQuests(userIds),
    // A member's score is their XP.
    memberScores: (userIds) => xp.service.totalsOf(userIds),
    pogTotals: pogTotals.call,
  });
  const pogCardScores = lateBound<PogScoresPort['scoresOf']>('the POG card scores');
  // The POG avatar (genres, selfie, generation), then minting: slots paid through the ledger,
  // cards minted to the user's custodial wallet with the avatar made here and the scores of the
  // pog-scores module (registered next: it names cards by their POG names, a late-bound port).
  const avatars = registerAvatars(app, context);
  app.decorate('avatars', avatars.service);
  const pog = registerPog(app, {
    ...context,
    ledger: ledger.service,
    wallets: wallet.service,
    avatars: ports.pogAvatars ?? avatars.service,
    scores: ports.pogScores ?? { scoresOf: pogCardScores.call },
    ...(ports.pogMinter !== undefined ? { minter: ports.pogMinter } : {}),
  });
  pogCardLinks.connect((userId) => pog.service.cardLinks(userId));
  // After every module whose facts make the POG scores, and the events that move them.
  const pogScores = registerPogScores(app, {
    ...context,
    sources: pogFactSourcesOf({
      users: users.service,
      social: social.service,
      clans: clans.service,
      quests: quests.service,
      campaigns: campaigns.service,
      games: games.service,
      xp: xp.service,
      payments,
      store: store.service,
    }),
    users: {
      findUserIdByUsername: (username) =>
        users.service.getPublicUserByUsername(username).then(
          (user) => user.id,
          () => null,
        ),
      listPublicUsers: (ids) => users.service.listPublicUsers(ids),
    },
    clanNames: (ids) => clans.service.listClanNames(ids),
    xp: xp.service,
    clans: clans.service,
    names: pog.service,
    avatars: avatars.service,
  });
  pogGate.connect(pogScores.gate);
  pogCardScores.connect(async (userId) => {
    const card = await pogScores.service.storedScoresOf(userId);
    return {
      scores: card.scores,
      total: card.total,
      tier: card.tier,
      badges: card.badges.map((b) => b.id),
      isCounted: true,
    };
  });
  pogTotals.connect((userIds) => pogScores.service.totalsOf(userIds));
  // The POG feed: each minted card posted (in its mint's transaction), shown with its owner's
  // figures and clan, liked by other gamers.
  const pogFeed = registerPogFeed(app, {
    ...context,
    mints: pog.service,
    scores: feedScoresOf(pogScores.service),
    clans: clans.service,
  });
  // After xp and clans, whose events (XP awarded, memberships) move the stored boards.
  const leaderboards = registerLeaderboards(app, {
    ...context,
    xp: xp.service,
    clans: clans.service,
    users: users.service,
    tournaments: tournaments.service,
    quests: questBoards(quests.service),
    campaigns: campaignBoards(campaigns.service),
    pog: pogScores.service,
  });
  app.decorate('leaderboardSync', leaderboards.sync);
  registerLocation(app);

  app.decorate('jobs', [
    ...users.jobs,
    { name: 'idempotency-keys', everyMs: 60 * 60_000, run: () => idempotency.purgeExpired() },
    // The sandbox payment provider's webhooks owed (and its unpaid checkouts expiring).
    ...payments.jobs,
    ...kyc.jobs,
    ...earnings.jobs,
    ...thirdParty.jobs,
    ...social.jobs,
    ...evmWallets.jobs,
    ...campaigns.jobs,
    ...referrals.jobs,
    ...tournaments.jobs,
    ...avatars.jobs,
    ...pog.jobs,
    ...pogScores.jobs,
    ...pogFeed.jobs,
  ] satisfies Job[]);

  devClock.register(app);
  await registerStaticWeb(app, config.WEB_DIST_DIR, { previews: pog.previews });
  await app.ready();
  assertContractRegistered(app);
  return app;
}

/**
 * Every route of the contract must be served: a route declared and forgotten fails the start.
 * Routes tagged `dev` exist only in some configurations (the outbox) and are not required.
 */
function assertContractRegistered(app: FastifyInstance) {
  const missing = ROUTES.filter(
    (route) => !route.tags.includes('dev') && !app.hasRoute({ method: route.method, url: route.path }),
  );
  if (missing.length)
    throw new Error(
      `Contract routes not registered: ${missing.map((r) => `${r.method} ${r.path}`).join(', ')}`,
    );
}

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    clock: Clock;
    /** Copies the leaderboards' outbox to Redis now (null without REDIS_URL): tests wait on it. */
    leaderboardSync: { sync(): Promise<void>; rebuild(): Promise<void> } | null;
    /** The POG avatar's service (tests drive its job; the mint module takes its ready avatars). */
    avatars: AvatarsService;
  }
}
