import type { EnvDoc } from './config-docs';
import { AVATAR_ENV_DOCS, POG_ENV_DOCS } from './env-docs-pog.data';
import { REFERRAL_ENV_DOCS } from './env-docs-referral.data';

/** Every row of the README's table of environment variables, in the README's order. */
export const ENV_DOCS: readonly EnvDoc[] = [
  {
    names: ['PORT'],
    default: '`3000`',
    meaning: 'HTTP port for web and api (`0` picks a free one)',
  },
  {
    names: ['HOST'],
    default: '`0.0.0.0`',
    meaning: 'Interface to listen on',
  },
  {
    names: ['NODE_ENV'],
    default: '`development`',
    meaning:
      '`production` in deployments: the api then refuses to start on any development convenience (an outbox, a sandbox provider, demo data, a secret or sealing key left unset), naming every variable at fault in one message (docs/deploy.md, docs/security.md)',
  },
  {
    names: ['DATABASE_URL'],
    default: '—',
    meaning: 'PostgreSQL connection string; unset means the embedded PGlite database',
  },
  {
    names: ['DATA_DIR'],
    default: '`.data`',
    meaning: 'Folder of the embedded database (and its lock file)',
  },
  {
    names: ['REDIS_URL'],
    default: '—',
    meaning:
      'Redis for leaderboards (sorted sets kept in step with the database, rebuilt from it at start), rate limits and jobs when running several replicas',
  },
  {
    names: ['REDIS_KEY_PREFIX'],
    default: '`kp:`',
    meaning: 'What every Redis key of this installation starts with (two installations can share one Redis)',
  },
  {
    names: ['SEED_DEMO_DATA'],
    default: '`true` (`false` in production)',
    meaning:
      'Seed demo games, quests, campaigns, vouchers, clans and content into an empty database; refused in production',
  },
  {
    names: ['DEV_CLOCK'],
    default: '`false`',
    meaning:
      'A clock moved forward by `POST /api/dev/clock` (days of the clan rules, streaks and periods tried in minutes, by the end-to-end tests); refused in production',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    meaning:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON lines, tokens, codes and phone numbers redacted',
  },
  {
    names: ['WEB_DIST_DIR'],
    default: '`apps/web/dist`',
    meaning: 'The built web app the api serves',
  },
  {
    names: ['BODY_LIMIT_BYTES'],
    default: '`1048576`',
    meaning: 'Largest request body accepted (larger: 413)',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`false`',
    meaning:
      "Who may tell the client's address (`X-Forwarded-For`): `false`, nobody; the proxies' addresses or CIDRs, comma-separated (`10.0.0.0/8`, `loopback`); or their number (`1` behind one load balancer: the address it appended counts, never what the client wrote). `true` believes every hop (clients pick their own address and rate-limit bucket): refused in production. See `docs/deploy.md`",
  },
  {
    names: ['FRAME_ANCESTORS'],
    default: "`'self'`",
    meaning: 'CSP `frame-ancestors`: origins allowed to embed pages (`?header=false&footer=false`)',
  },
  {
    names: ['SHUTDOWN_TIMEOUT_MS'],
    default: '`10000`',
    meaning: 'How long a graceful shutdown may take before the process exits',
  },
  {
    names: ['AUTH_SECRET'],
    default: '—',
    meaning:
      'Master secret (32+ chars) for signing access tokens and hashing codes and refresh tokens; unset means one generated at the first start and kept in the database; required in production',
  },
  {
    names: ['ACCESS_TOKEN_TTL_SECONDS'],
    default: '`900`',
    meaning: 'Lifetime of an access token (refresh tokens and both cookies last 30 days)',
  },
  {
    names: ['ADMIN_PHONE_NUMBERS'],
    default: '—',
    meaning: 'Comma-separated E.164 numbers whose accounts get the admin role when they sign in',
  },
  {
    names: ['OTP_SENDER'],
    default: '`outbox`',
    meaning:
      'Where one-time codes go: `outbox` (kept in the database, readable at `/api/dev/outbox`: for development and demos only) or `twilio`; `outbox` is refused in production',
  },
  {
    names: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    default: '—',
    meaning:
      'Twilio Messaging credentials and sender (number or `MG…` service); required with `OTP_SENDER=twilio`',
  },
  {
    names: ['TWILIO_WHATSAPP_FROM', 'TWILIO_BASE_URL'],
    default: '—',
    meaning: 'Optional: the WhatsApp sender; another API base (a test server)',
  },
  {
    names: ['OTP_GLOBAL_MAX_PER_HOUR'],
    default: '`2000`',
    meaning:
      'Codes sent by text message in an hour, all numbers together (against SMS pumping); over it, 429 `TOO_MANY_ATTEMPTS` until the hour is over. Size it to the real traffic',
  },
  {
    names: ['OTP_MAX_PER_DIAL_CODE_PER_HOUR'],
    default: '`500`',
    meaning: 'Codes sent by text message in an hour to the numbers of one dial code (+91, +55, +1 …)',
  },
  {
    names: ['EMAIL_SENDER'],
    default: '`outbox`',
    meaning:
      'Where email codes go: `outbox` (kept in the database) or `sendgrid`; `/api/dev/outbox` exists only while both `OTP_SENDER` and `EMAIL_SENDER` are `outbox`; `outbox` is refused in production',
  },
  {
    names: ['SENDGRID_API_KEY', 'EMAIL_FROM'],
    default: '—',
    meaning:
      'SendGrid API key (Mail Send permission) and the verified sender address; required with `EMAIL_SENDER=sendgrid`',
  },
  {
    names: ['EMAIL_FROM_NAME'],
    default: '`KPlay`',
    meaning: 'The sender name shown with `EMAIL_FROM`',
  },
  {
    names: ['SENDGRID_BASE_URL'],
    default: '—',
    meaning: 'Optional: another SendGrid API base (a test server)',
  },
  {
    names: ['PUBLIC_URL'],
    default: '`http://localhost:$PORT`',
    meaning: "The address users reach the platform at (Google's redirect URI is built from it)",
  },
  {
    names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    default: '—',
    meaning: 'Google sign-in (OpenID Connect with PKCE); unset hides it',
  },
  {
    names: ['GOOGLE_ISSUER'],
    default: '`https://accounts.google.com`',
    meaning: 'The OpenID issuer (http only for a provider on this machine, in tests)',
  },
  {
    names: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_USERNAME'],
    default: '—',
    meaning: 'Telegram sign-in (Login Widget and bot); unset hides it',
  },
  {
    names: ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
    default: '—',
    meaning:
      "The Discord app's OAuth 2 client (PKCE; scopes `identify guilds.members.read`) for linking Discord accounts and checking Discord tasks; unset, Discord says it is not connected and its tasks stay open",
  },
  {
    names: ['DISCORD_AUTHORIZE_URL', 'DISCORD_API_URL'],
    default: '`https://discord.com/oauth2/authorize`, `https://discord.com/api`',
    meaning:
      "Discord's authorization page and API root (token at `/oauth2/token`, REST at `/v10`); http only for a server on this machine (tests)",
  },
  {
    names: ['STEAM_OPENID_URL'],
    default: '`https://steamcommunity.com/openid/login`',
    meaning:
      "Steam's OpenID 2.0 endpoint (Steam linking needs no credentials; every assertion is confirmed with Steam)",
  },
  {
    names: ['TELEGRAM_API_URL'],
    default: '`https://api.telegram.org`',
    meaning:
      "Telegram's Bot API root: `join_telegram_channel` asks `getChatMember` with `TELEGRAM_BOT_TOKEN` (the bot must be an administrator of the channel); linking Telegram needs that token too",
  },
  {
    names: ['TELEGRAM_LOGIN_URL'],
    default: '`https://oauth.telegram.org/auth`',
    meaning:
      "Telegram's login page, where linking a Telegram account starts (`social-auth?provider=telegram`); http only for a server on this machine (the local test server's `/auth`)",
  },
  {
    names: ['SOCIAL_HTTP_TIMEOUT_MS'],
    default: '`10000`',
    meaning: 'How long a call to Discord, Steam or Telegram may take before it counts as unavailable',
  },
  {
    names: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
    default: '—',
    meaning:
      "The X app's OAuth 2.0 client (confidential, PKCE) for linking X accounts and checking X tasks; unset, X tasks say X is not connected and stay open",
  },
  {
    names: ['X_AUTHORIZE_URL'],
    default: '`https://x.com/i/oauth2/authorize`',
    meaning:
      'Where users authorize the X app: `https://x.com/i/oauth2/authorize` (http only for a local test server)',
  },
  {
    names: ['X_API_URL'],
    default: '`https://api.x.com`',
    meaning: "X's API v2 and its `/2/oauth2/token` (http only for a local test server)",
  },
  ...AVATAR_ENV_DOCS,
  {
    names: ['WALLET_ENCRYPTION_KEY'],
    default: '—',
    meaning:
      'Key sealing custodial wallet keys: 32 bytes, 64 hex chars or base64; unset means one derived from the installation secret; required in production',
  },
  {
    names: ['VOUCHER_ENCRYPTION_KEY'],
    default: '—',
    meaning:
      'Key sealing store voucher codes: 32 bytes, 64 hex chars or base64; unset means one derived from the installation secret; required in production',
  },
  {
    names: ['REWARD_TOKEN_CODE', 'REWARD_TOKEN_NAME'],
    default: '`KRT`, `K-Reward Token`',
    meaning:
      'The secondary reward token as users see it (code: 2–10 capitals and digits); the ledger keeps it under a fixed id, so renaming moves no balance',
  },
  {
    names: ['INDIA_TDS_RATE_BPS'],
    default: '`3000`',
    meaning:
      "Tax withheld from Indian users' net online-gaming winnings when they collect earnings (section 194BA), in basis points (3000 = 30 %)",
  },
  {
    names: ['EARNINGS_EXPIRY_DAYS'],
    default: '`90`',
    meaning:
      'How long an earning waits to be collected when its source sets no expiry; then its reservation returns to the treasury',
  },
  {
    names: ['SWAP_FEE_BPS'],
    default: '`100`',
    meaning:
      "The platform's fee on a swap of USDT into K-Cash, in basis points (100 = 1 %), rounded up to 0.01 K-Cash",
  },
  {
    names: ['SWAP_MIN_USDT'],
    default: '`1`',
    meaning: 'The smallest swap, in USDT (at most 5 decimals)',
  },
  {
    names: ['SWAP_CHAIN_IDS'],
    default: '`1,137,56`',
    meaning:
      "The chains whose USDT is accepted (`swap/chains`), by EVM chain id, from the domain's list (1, 137, 56, 42161)",
  },
  {
    names: ['ONRAMP_RATES'],
    default: '`INR:85,BRL:5.5,USD:1`',
    meaning: 'Units of each currency one USDT costs when buying K-Cash; a currency left out is not sold',
  },
  {
    names: ['ONRAMP_FEE_BPS'],
    default: '`150`',
    meaning: 'The payment fee on buying K-Cash, in basis points of the USDT bought',
  },
  {
    names: ['ONRAMP_NETWORK_FEE_USDT'],
    default: '`0.1`',
    meaning: 'The network (gas) fee of buying K-Cash, in USDT (`onramp/gas-fee`)',
  },
  {
    names: ['ONRAMP_CHAIN_ID'],
    default: '`137`',
    meaning: 'The chain whose network fee is quoted',
  },
  {
    names: ['ONRAMP_MIN_USDT', 'ONRAMP_MAX_USDT'],
    default: '`1`, `1000`',
    meaning: 'The smallest and the largest order of K-Cash, in USDT bought',
  },
  {
    names: ['PAYMENTS_PROVIDER'],
    default: '`sandbox` (`none` in production)',
    meaning:
      'Who takes the money for K-Cash, in order of preference (an order goes to the first that takes its currency): `razorpay` (INR), `mercadopago` (BRL), `sandbox` (any; the local provider this api serves under `/sandbox/payments/`, where anyone can "pay": no real money moves); e.g. `razorpay,mercadopago`; `none` sells nothing. See docs/deploy.md; `sandbox` is refused in production, and with `none` buying K-Cash is switched off (403 `FEATURE_DISABLED`, hidden in the web)',
  },
  {
    names: ['PAYMENTS_SANDBOX_URL'],
    default: '—',
    meaning: 'Where the sandbox provider answers; unset means this api itself',
  },
  {
    names: ['PAYMENTS_SANDBOX_API_KEY'],
    default: '—',
    meaning:
      "The sandbox provider's API key (32+ chars); unset means one derived from the installation secret",
  },
  {
    names: ['PAYMENTS_SANDBOX_WEBHOOK_SECRET'],
    default: '—',
    meaning:
      'The key the sandbox signs its webhooks with (HMAC-SHA256, 32+ chars); unset means one derived from the installation secret',
  },
  {
    names: ['PAYMENTS_SANDBOX_LATE_WEBHOOK_MS'],
    default: '`20000`',
    meaning: 'How long the sandbox waits to confirm a payment made "with a late confirmation"',
  },
  {
    names: ['PAYMENTS_WEBHOOK_TOLERANCE_SECONDS'],
    default: '`300`',
    meaning: "How old a payment webhook's signature may be",
  },
  {
    names: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    default: '—',
    meaning:
      "Razorpay's API key (Dashboard › API Keys); required with `PAYMENTS_PROVIDER` listing `razorpay`",
  },
  {
    names: ['RAZORPAY_WEBHOOK_SECRET'],
    default: '—',
    meaning:
      'The secret of the Razorpay webhook to `/api/payments/webhooks/razorpay` (signs `X-Razorpay-Signature`); required with `razorpay`',
  },
  {
    names: ['RAZORPAY_API_URL'],
    default: '`https://api.razorpay.com`',
    meaning: "Razorpay's API (http only for a local test server)",
  },
  {
    names: ['MERCADOPAGO_ACCESS_TOKEN'],
    default: '—',
    meaning:
      "Mercado Pago's access token (Your integrations › the application's credentials); required with `PAYMENTS_PROVIDER` listing `mercadopago`",
  },
  {
    names: ['MERCADOPAGO_WEBHOOK_SECRET'],
    default: '—',
    meaning:
      "The secret signature of the application's webhook to `/api/payments/webhooks/mercadopago` (signs `x-signature`); required with `mercadopago`",
  },
  {
    names: ['MERCADOPAGO_PAYER_EMAIL'],
    default: '—',
    meaning:
      "The payer e-mail sent with every PIX payment (Mercado Pago requires one; users sign in by phone); not the Mercado Pago account's own login; required with `mercadopago`",
  },
  {
    names: ['MERCADOPAGO_API_URL'],
    default: '`https://api.mercadopago.com`',
    meaning: "Mercado Pago's API (http only for a local test server)",
  },
  {
    names: ['KYC_PROVIDER'],
    default: '`sandbox` (`none` in production)',
    meaning:
      'Who checks KYC documents, in order of preference (each document goes to the first that checks it): `cashfree` (PAN, bank account), `serpro` (CPF), `sandbox` (all, verifies nobody); e.g. `cashfree,serpro`; a document none checks is refused (503). See docs/deploy.md; `none` switches KYC off (403 `FEATURE_DISABLED`, hidden in the web); `sandbox` is refused in production',
  },
  {
    names: ['KYC_SANDBOX_DELAY_MS'],
    default: '`3000`',
    meaning: 'How long the sandbox takes to answer a check',
  },
  {
    names: ['KYC_CASHFREE_CLIENT_ID', 'KYC_CASHFREE_CLIENT_SECRET'],
    default: '—',
    meaning:
      'Cashfree Secure ID (Verification API) client id and secret; required with `cashfree` in `KYC_PROVIDER`',
  },
  {
    names: ['KYC_CASHFREE_PUBLIC_KEY'],
    default: '—',
    meaning:
      "Cashfree's 2FA public key (PEM, `\\n` for line breaks): signs each call when the server's IP is not whitelisted",
  },
  {
    names: ['KYC_CASHFREE_URL'],
    default: '`https://api.cashfree.com/verification`',
    meaning:
      "Cashfree's Verification API (`https://sandbox.cashfree.com/verification` with test credentials)",
  },
  {
    names: ['KYC_SERPRO_CONSUMER_KEY', 'KYC_SERPRO_CONSUMER_SECRET'],
    default: '—',
    meaning:
      "Serpro Consulta CPF contract's consumer key and secret; required with `serpro` in `KYC_PROVIDER`",
  },
  {
    names: ['KYC_SERPRO_URL'],
    default: '`https://gateway.apiserpro.serpro.gov.br`',
    meaning: "Serpro's API gateway (its `/token` and `/consulta-cpf-df/v1/cpf/…`)",
  },
  {
    names: ['KYC_PROVIDER_TIMEOUT_MS'],
    default: '`20000`',
    meaning: 'How long one call to a KYC provider may take before the check is refused as unavailable (503)',
  },
  {
    names: ['KYC_ENCRYPTION_KEY'],
    default: '—',
    meaning:
      'Key sealing KYC document numbers: 32 bytes, 64 hex chars or base64; unset means one derived from the installation secret; required in production',
  },
  {
    names: ['KYC_BONUS_KCASH'],
    default: '`100`',
    meaning: 'The one-time K-Cash bonus for completing KYC (`0` for none)',
  },
  {
    names: ['KYC_STREAM_HEARTBEAT_MS', 'KYC_STREAM_POLL_MS'],
    default: '`15000`, `5000`',
    meaning: "The KYC status stream's heartbeat, and how often it looks for a change made by another replica",
  },
  {
    names: ['SAMPLE_GAME_URL'],
    default: '`http://localhost:4000`',
    meaning:
      'Where the sample game (apps/sample-game) runs; the demo data registers it as client `sample-game`, redirect URI `<url>/callback`',
  },
  {
    names: ['SAMPLE_GAME_CLIENT_SECRET'],
    default: '—',
    meaning:
      "The sample game's client secret (32+ chars), set in the api and the game alike; unset, the api derives one from the installation secret",
  },
  {
    names: ['SAMPLE_GAME_SIGNING_SECRET'],
    default: '—',
    meaning:
      'The key the sample game signs its reports with (HMAC-SHA256, 32+ chars), set in both; unset, derived from the installation secret',
  },
  {
    names: ['TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES'],
    default: '`IN`',
    meaning:
      "Countries (ISO codes, comma-separated; `none` for none) where paying to enter a tournament with cash-convertible prizes is refused (India's Online Gaming Act, 2025); a user of unknown country is refused too while any is listed",
  },
  {
    names: ['EVM_CHAINS'],
    default: '—',
    meaning:
      'The EVM chains wallets sign in on and wallet tasks read: `31337=http://127.0.0.1:8545,1` or JSON `{"31337":"http://…","1":null}`; a chain without an RPC URL takes signatures but its on-chain tasks say no RPC is configured; none: wallets cannot be linked and wallet tasks say the chain is not connected',
  },
  {
    names: ['EVM_RPC_TIMEOUT_MS'],
    default: '`5000`',
    meaning: 'How long one JSON-RPC call may take before a wallet task says the chain did not answer',
  },
  {
    names: ['EVM_CLAIM_VERIFYING_CONTRACT'],
    default: '—',
    meaning: "The `verifyingContract` of reward claims' EIP-712 domain; unset, the domain has none",
  },
  ...POG_ENV_DOCS,
  ...REFERRAL_ENV_DOCS,
  {
    names: ['LOCAL_CHAIN', 'LOCAL_CHAIN_PORT'],
    default: '`on`, `8545`',
    meaning:
      '`npm start` only: `off` starts no local EVM chain (neither does a set `EVM_CHAINS`); the port of its RPC',
  },
  {
    names: ['TEST_DATABASE_URL'],
    default: '—',
    meaning:
      'Tests only: a PostgreSQL server on which the api suite runs again (each test file gets its own database)',
  },
  {
    names: ['CHROMIUM_PATH'],
    default: '`/usr/bin/chromium`',
    meaning: 'Tests and benchmarks only: the browser to drive',
  },
];
