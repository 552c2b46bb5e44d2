import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { ROUTES } from '@kp/contract';
import { createCurrencyRegistry } from '@kp/domain/currencies';
import { isLoopbackUrl, publicBaseUrl, trustProxyOption, type Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './platform/clock';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors';
import { registerPublicWriteLimits } from './platform/public-write-limit';
import { createRateLimiter } from './platform/rate-limit';
import { loggerOptions } from './platform/logger';
import { registerOpenApi } from './platform/openapi';
import { createRouteIndex } from './platform/route-index';
import { registerStaticWeb } from './platform/static-web';
import { createBackgroundList } from './platform/background-list';
import { createHealthService } from './modules/health/health.service';
import { healthRoutes } from './modules/health/health.routes';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { contentRoutes } from './modules/content/content.routes';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { createClanChiefRepository } from './modules/clans/clan-chief.repository';
import { createClanChiefService } from './modules/clans/clan-chief.service';
import { clanChiefRoutes } from './modules/clans/clan-chief.routes';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { createWalletService } from './modules/wallet/wallet.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { installationKeyring, openSecret, sealSecret } from './platform/sealing';
import { createLedgerRepository } from './modules/ledger/ledger.repository';
import { createLedgerService } from './modules/ledger/ledger.service';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { createSwapRepository } from './modules/swap/swap.repository';
import { createSwapService } from './modules/swap/swap.service';
import { swapRoutes } from './modules/swap/swap.routes';
import { registerPayments } from './modules/payments/payments.setup';
import { createStoreRepository } from './modules/store/store.repository';
import { createStoreService, voucherInstallationKey } from './modules/store/store.service';
import { storeRoutes } from './modules/store/store.routes';
import { demoVoucherCodes } from './modules/store/store.seed';
import { createIdempotency } from './platform/idempotency';
import { createKycRepository } from './modules/kyc/kyc.repository';
import { createKycService } from './modules/kyc/kyc.service';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { createStatusStreams } from './modules/kyc/kyc-stream';
import { createDocumentVault, deriveKycKey } from './modules/kyc/kyc-vault';
import { createKycProviders, isKycAvailable } from './providers/kyc/kyc-providers';
import { registerFeature } from './platform/feature-gate';
import { createEarningsRepository } from './modules/earnings/earnings.repository';
import { createEarningsService, ledgerDeposits } from './modules/earnings/earnings.service';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { createGamesRepository } from './modules/games/games.repository';
import { createGamesService } from './modules/games/games.service';
import { gamesRoutes } from './modules/games/games.routes';
import { createQuestsRepository } from './modules/quests/quests.repository';
import { createQuestsService } from './modules/quests/quests.service';
import { questsRoutes } from './modules/quests/quests.routes';
import { registerThirdParty, thirdPartySealingKey } from './modules/third-party/third-party.setup';
import { registerSocial, socialSealingKey } from './modules/social/social.setup';
import { socialValidators } from './modules/campaigns/validators/social';
import { registerEvmWallets } from './modules/evm-wallets/evm-wallets.setup';
import { evmValidators } from './modules/campaigns/validators/evm';
import { registerCampaigns } from './modules/campaigns/campaigns.setup';
import { createTournamentsRepository } from './modules/tournaments/tournaments.repository';
import { createTournamentsService } from './modules/tournaments/tournaments.service';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes';
import { createLocationService } from './modules/location/location.service';
import { locationRoutes } from './modules/location/location.routes';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createOutboxSender } from './providers/otp/outbox-sender';
import { createOutboxEmailSender } from './providers/email/outbox-sender';
import { registerAuthGuard } from './platform/auth-guard';
import { registerAdminAudit } from './platform/admin-audit';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { auditRoutes } from './modules/audit/audit.routes';
import type { Job } from './platform/jobs';
import { loadSecrets } from './platform/secrets';
import type { EmailSender } from './providers/email/email-sender';
import { createSendgridSender } from './providers/email/sendgrid-sender';
import type { OtpSender } from './providers/otp/otp-sender';
import { createTwilioSender } from './providers/otp/twilio-sender';
import { createGoogleOidc } from './providers/google/google-oidc';
import { createGeoipLiteLoader } from './providers/geoip/geoip-lookup';
import { createXProvider } from './providers/x/x-provider';
import { createXApiClient } from './providers/x/x-api';
import { xValidators } from './modules/campaigns/validators/x';

export type AppDeps = {
  config: Config;
  database: Pick<Database, 'db' | 'kind'>;
  clock?: Clock;
  logStream?: DestinationStream;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the api from its config and database; it does not listen (tests use app.inject). */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // What the router and Node's HTTP parser refuse answers in the error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Closing, requests are refused by registerErrorHandling, in the error shape.
    return503OnClosing: false,
  });
  app.decorate('clock', clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const routeIndex = createRouteIndex(app);
  registerErrorHandling(app, routeIndex);
  const rateLimiter = createRateLimiter({ db: database.db, clock });
  // Before any route: every public write of the contract is limited per address as it is added.
  registerPublicWriteLimits(app, rateLimiter);
  if (config.TRUST_PROXY === true)
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For hop: any client picks its own address and rate-limit bucket (refused in production; give the number of proxies instead)',
    );

  // JSON answers over 1 KB compressed on the fly (brotli at a fast level); the web's files and
  // pages come compressed from the build and pass through untouched.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // The third-party games the arena (Klash) frames: their redirect URIs' origins, read from the
  // registry in the background, since helmet writes the header without waiting (the third-party
  // module is made below; a client registered on another replica is framed within 30 s).
  const gameFrames = createBackgroundList(() => thirdParty.service.activeClientOrigins(), {
    maxAgeMs: 30_000,
    onError: (error) => app.log.warn({ err: error }, 'the arena frame origins could not be read'),
  });
  const frameSources = () =>
    [...(config.TELEGRAM_BOT_USERNAME ? ['https://oauth.telegram.org'] : []), ...gameFrames.get()].join(
      ' ',
    ) || "'none'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Telegram's Login Widget is a script of theirs that opens their sign-in frame.
        scriptSrc: ["'self'", ...(config.TELEGRAM_BOT_USERNAME ? ['https://telegram.org'] : [])],
        frameSrc: [frameSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: config.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain http (a local installation) it would turn the arena's frame of a local game
        // (http://localhost:4000) into an https request that fails: only an https site asks it.
        upgradeInsecureRequests: config.PUBLIC_URL?.startsWith('https:') ? [] : null,
      },
    },
    // Embedding is governed by CSP frame-ancestors (the spec's header=false / footer=false embeds).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });

  await registerOpenApi(app, config);

  await app.register(cookie);

  const secrets = await loadSecrets(database.db, config.AUTH_SECRET);
  const wallet = createWalletService({
    repository: createWalletRepository(database.db),
    keyring: installationKeyring(secrets.walletKey, config.WALLET_ENCRYPTION_KEY),
    clock,
    log: app.log,
  });
  const users = createUsersService(createUsersRepository(database.db), clock, {
    onUserCreated: async (userId, tx) => {
      await wallet.ensureWallet(userId, tx);
      // A demo installation's new users get the demo earnings (none where no demo data was seeded).
      await earnings.awardDemoEarnings(tx, userId);
    },
    // The modules holding personal data of their own erase it with the account (their services
    // are made further down; the deletion job runs long after).
    onUserErased: async (userId, tx) => {
      await auth.endAllSessions(userId, tx);
      await clanChief.eraseUser(userId, tx);
      await games.eraseUser(userId, tx);
      await social.service.eraseUser(userId, tx);
    },
    hasWallet: async (userId) => (await wallet.findWallet(userId)) !== null,
    // The linked social accounts' statuses (the social module is made below).
    socialStatuses: (userId) => social.service.profileStatuses(userId),
    adminPhoneNumbers: config.ADMIN_PHONE_NUMBERS,
  });
  const authRepository = createAuthRepository(database.db);
  const sender = createOtpSender(config, authRepository, clock);
  const emailSender = createEmailSender(config, authRepository, clock);
  const auth = createAuthService({
    db: database.db,
    repository: authRepository,
    users,
    sender,
    emailSender,
    secrets,
    clock,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    rateLimiter,
    textBudgets: {
      perHour: config.OTP_GLOBAL_MAX_PER_HOUR,
      perDialCodePerHour: config.OTP_MAX_PER_DIAL_CODE_PER_HOUR,
    },
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleOidc({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          redirectUri: `${publicBaseUrl(config)}/api/authentication/google/callback`,
          allowInsecureRequests:
            config.GOOGLE_ISSUER.startsWith('http:') && isLoopbackUrl(config.GOOGLE_ISSUER),
        })
      : null,
    telegramBotToken: config.TELEGRAM_BOT_TOKEN ?? null,
  });
  registerAuthGuard(app, (token) => auth.verifyAccessToken(token));
  // Every admin write is written to the audit log by the route layer (platform/route.ts).
  const audit = createAuditService({ repository: createAuditRepository(database.db), clock });
  registerAdminAudit(app, audit);
  auditRoutes(app, audit);

  contentRoutes(app, createContentService(createContentRepository(database.db)));
  analyticsRoutes(app, createAnalyticsService(createAnalyticsRepository(database.db), clock));
  authRoutes(app, auth, users, {
    // The outbox route is open to anyone: it exists only while no sender is real (both are the outbox).
    outboxEnabled: sender.kind === 'outbox' && emailSender.kind === 'outbox',
    telegramBotUsername: config.TELEGRAM_BOT_USERNAME ?? null,
    secureCookies: config.NODE_ENV === 'production' || publicBaseUrl(config).startsWith('https:'),
  });
  usersRoutes(app, users);
  const clanChief = createClanChiefService({
    repository: createClanChiefRepository(database.db),
    users,
    clock,
    log: app.log,
  });
  clanChiefRoutes(app, clanChief);
  walletRoutes(app, wallet);
  const ledger = createLedgerService({
    repository: createLedgerRepository(database.db),
    currencies: createCurrencyRegistry({ code: config.REWARD_TOKEN_CODE, name: config.REWARD_TOKEN_NAME }),
    clock,
  });
  const idempotency = createIdempotency({ db: database.db, clock });
  ledgerRoutes(app, ledger, idempotency);
  swapRoutes(
    app,
    createSwapService({
      repository: createSwapRepository(database.db),
      ledger,
      clock,
      rules: { feeBps: config.SWAP_FEE_BPS, minimumUsdt: config.SWAP_MIN_USDT },
      chainIds: config.SWAP_CHAIN_IDS,
    }),
    idempotency,
  );
  const payments = registerPayments(app, {
    config,
    db: database.db,
    ledger,
    idempotency,
    clock,
    hashKey: secrets.hashKey,
  });
  const kycKeys = installationKeyring(deriveKycKey(secrets.hashKey, 'sealing'), config.KYC_ENCRYPTION_KEY);
  const kyc = createKycService({
    db: database.db,
    repository: createKycRepository(database.db),
    users,
    ledger,
    providers: createKycProviders(config, {
      sandboxKey: deriveKycKey(secrets.hashKey, 'sandbox'),
      referenceKey: deriveKycKey(secrets.hashKey, 'provider-reference'),
      clock,
    }),
    vault: createDocumentVault({
      seal: (plaintext, context) => sealSecret(plaintext, kycKeys, context),
      open: (sealed, context) => openSecret(sealed, kycKeys, context),
      hashKey: deriveKycKey(secrets.hashKey, 'number-hash'),
    }),
    clock,
    bonusKcash: config.KYC_BONUS_KCASH,
    log: app.log,
  });
  const kycStreams = createStatusStreams({
    read: (userId) => kyc.getStatus(userId),
    follow: kyc.follow,
    heartbeatMs: config.KYC_STREAM_HEARTBEAT_MS,
    pollMs: config.KYC_STREAM_POLL_MS,
    maxLifetimeMs: config.ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  // Without a KYC provider (production's default) identity checks are switched off.
  const isKycEnabled = isKycAvailable(config, { sandboxAllowed: config.NODE_ENV !== 'production' });
  registerFeature(app, isKycEnabled, (scope) => kycRoutes(scope, kyc, idempotency, kycStreams));
  healthRoutes(app, createHealthService(database), {
    buyKcash: payments.isBuyingEnabled,
    kyc: isKycEnabled,
  });
  const earningsCurrencies = createCurrencyRegistry({
    code: config.REWARD_TOKEN_CODE,
    name: config.REWARD_TOKEN_NAME,
  });
  const earnings = createEarningsService({
    db: database.db,
    repository: createEarningsRepository(database.db),
    ledger,
    kycGate: kyc,
    deposits: ledgerDeposits(ledger, earningsCurrencies),
    currencies: earningsCurrencies,
    clock,
    log: app.log,
    taxRateBps: config.INDIA_TDS_RATE_BPS,
    defaultExpiryDays: config.EARNINGS_EXPIRY_DAYS,
  });
  earningsRoutes(app, earnings, idempotency);
  app.addHook('preClose', async () => kycStreams.closeAll());
  app.addHook('onClose', () => kyc.close());
  const voucherKeys = installationKeyring(
    voucherInstallationKey(secrets.hashKey),
    config.VOUCHER_ENCRYPTION_KEY,
  );
  const store = createStoreService({
    db: database.db,
    repository: createStoreRepository(database.db),
    ledger,
    users,
    wallets: wallet,
    codes: {
      start: (input, ip) => auth.startUserCode(input, ip),
      check: (tx, input, expected) => auth.checkCode(tx, input, expected),
      resend: (challengeId) => auth.resendCode(challengeId),
      failure: (outcome) => auth.codeFailure(outcome),
    },
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), voucherKeys, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, voucherKeys, context)).toString('utf8'),
    },
    hashKey: secrets.hashKey,
    currencies: createCurrencyRegistry({ code: config.REWARD_TOKEN_CODE, name: config.REWARD_TOKEN_NAME }),
    clock,
  });
  storeRoutes(app, store, idempotency);
  if (config.SEED_DEMO_DATA) await store.seedCodes(demoVoucherCodes());
  const quests = createQuestsService({
    db: database.db,
    repository: createQuestsRepository(database.db),
    clock,
    currencies: earningsCurrencies,
    earnings,
    users,
    assertHasWallet: (userId) => wallet.assertHasWallet(userId),
    isClanChief: async (userId) => (await clanChief.findMyApplication(userId))?.status === 'approved',
    // The third-party module is made below (it completes stages through this service).
    thirdPartyClientOf: (gameId) => thirdParty.service.clientIdOfGame(gameId),
  });
  questsRoutes(app, quests, idempotency);
  const games = createGamesService({
    repository: createGamesRepository(database.db),
    quests,
    clock,
    currencies: createCurrencyRegistry({ code: config.REWARD_TOKEN_CODE, name: config.REWARD_TOKEN_NAME }),
    assertHasWallet: (userId) => wallet.assertHasWallet(userId),
    // The arena's playable games: those with a third-party client (that module is made below).
    playableClients: () => thirdParty.service.activeClientIdsByGame(),
  });
  gamesRoutes(app, games);
  const tournaments = createTournamentsService({
    db: database.db,
    repository: createTournamentsRepository(database.db),
    ledger,
    earnings,
    users,
    games,
    currencies: earningsCurrencies,
    clock,
    paidEntryBlockedCountries: config.TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES,
  });
  tournamentsRoutes(app, tournaments, idempotency);
  const thirdPartyKeys = installationKeyring(thirdPartySealingKey(secrets.hashKey));
  const thirdParty = await registerThirdParty(app, {
    config,
    db: database.db,
    clock,
    hashKey: secrets.hashKey,
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), thirdPartyKeys, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, thirdPartyKeys, context)).toString('utf8'),
    },
    quests,
    games,
    users,
    tournaments,
  });
  app.addHook('onReady', async () => {
    await gameFrames.refresh();
  });
  const socialKeys = installationKeyring(socialSealingKey(secrets.hashKey));
  const xProvider = createXProvider(config, { timeoutMs: config.SOCIAL_HTTP_TIMEOUT_MS });
  const social = registerSocial(app, {
    config,
    db: database.db,
    clock,
    sealer: {
      seal: (plaintext, context) => sealSecret(Buffer.from(plaintext, 'utf8'), socialKeys, context),
      open: (sealed, context) => Buffer.from(openSecret(sealed, socialKeys, context)).toString('utf8'),
    },
    oauth2: { twitter: xProvider },
    // The profile's wallet status and isWalletConnect: an external EVM wallet the user linked by
    // signing in with it (the custodial wallet every account has does not count as connected).
    walletStatus: async (userId) => ({ isActive: await evmWallets.service.hasLinkedWallet(userId) }),
    identities: {
      ownerOf: (provider, subject) => users.findUserIdByIdentity(provider, subject),
      subjectOf: (userId, provider) => users.findIdentitySubject(userId, provider),
    },
  });
  const evmWallets = registerEvmWallets(app, {
    config,
    db: database.db,
    clock,
    currencies: earningsCurrencies,
  });
  const campaigns = registerCampaigns(app, {
    db: database.db,
    clock,
    hashKey: secrets.hashKey,
    ledger,
    currencies: earningsCurrencies,
    idempotency,
    // The social, X and EVM modules' validators join the platform's own here.
    validators: [
      evmValidators(evmWallets.service),
      socialValidators({ social: social.service, discord: social.discord, telegramBot: social.telegramBot }),
      xValidators({
        isConfigured: xProvider.isConfigured,
        api: createXApiClient({ apiUrl: config.X_API_URL, timeoutMs: config.SOCIAL_HTTP_TIMEOUT_MS }),
        findLinkedAccount: (userId, provider) => social.service.findLinkedAccount(userId, provider),
        withAccessToken: (userId, provider, fn) => social.service.withAccessToken(userId, provider, fn),
        // Called at validation time, once the campaigns module below exists.
        referralLink: async (userId) =>
          `${publicBaseUrl(config)}/?ref=${encodeURIComponent((await campaigns.service.getReferralInfo(userId)).code)}`,
        // No POG cards are minted here yet: the share task is not offered until the POG module lands.
        pogCardUrl: null,
        campaignStartsAt: async (campaignId) =>
          new Date((await campaigns.service.getCampaign(campaignId, null)).startsAt),
      }),
    ],
    claimSignatures: evmWallets.service,
    users,
    games,
    quests,
    kyc,
  });
  // A claim's EIP-712 typed data carries the campaign's reward and chain.
  evmWallets.connectClaimTerms(async (userId, campaignId) => {
    const campaign = await campaigns.service.getCampaign(campaignId, userId);
    return {
      amount: campaign.reward.amount,
      currency: campaign.reward.currency,
      chainId: campaign.claimChainId,
    };
  });
  locationRoutes(app, createLocationService(createGeoipLiteLoader()));

  app.decorate('jobs', [
    { name: 'account-deletions', everyMs: 60 * 60_000, run: () => users.processDueDeletions(database.db) },
    { name: 'idempotency-keys', everyMs: 60 * 60_000, run: () => idempotency.purgeExpired() },
    // The sandbox payment provider's webhooks owed (and its unpaid checkouts expiring).
    ...payments.jobs,
    // Checks whose provider answered while no notification reached us (a restart, a lost webhook).
    { name: 'kyc-checks', everyMs: 30_000, run: () => kyc.settlePending() },
    {
      name: 'earnings-expiry',
      everyMs: 10 * 60_000,
      run: () => earnings.expireDue(),
    },
    // Collect-alls a request left half-paid (a restart, a crash): their earnings are paid out here.
    { name: 'earnings-distribution', everyMs: 30_000, run: () => earnings.distributeStale() },
    ...thirdParty.jobs,
    ...social.jobs,
    ...evmWallets.jobs,
    ...campaigns.jobs,
    // Tournaments going live at their start, concluded and paid at their end.
    { name: 'tournaments', everyMs: 15_000, run: () => tournaments.advanceSchedule() },
  ] satisfies Job[]);

  await registerStaticWeb(app, config.WEB_DIST_DIR);
  await app.ready();
  assertContractRegistered(app);
  return app;
}

/** The sender of one-time codes that the config chooses. */
function createOtpSender(
  config: Config,
  repository: ReturnType<typeof createAuthRepository>,
  clock: Clock,
): OtpSender {
  if (config.OTP_SENDER === 'twilio') {
    return createTwilioSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      ...(config.TWILIO_WHATSAPP_FROM ? { whatsappFrom: config.TWILIO_WHATSAPP_FROM } : {}),
      ...(config.TWILIO_BASE_URL ? { baseUrl: config.TWILIO_BASE_URL } : {}),
    });
  }
  return createOutboxSender(repository, clock);
}

/** The sender of email codes that the config chooses. */
function createEmailSender(
  config: Config,
  repository: ReturnType<typeof createAuthRepository>,
  clock: Clock,
): EmailSender {
  if (config.EMAIL_SENDER === 'sendgrid') {
    return createSendgridSender({
      apiKey: config.SENDGRID_API_KEY!,
      fromEmail: config.EMAIL_FROM!,
      fromName: config.EMAIL_FROM_NAME,
      ...(config.SENDGRID_BASE_URL ? { baseUrl: config.SENDGRID_BASE_URL } : {}),
    });
  }
  return createOutboxEmailSender(repository, clock);
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
  }
}
