import type { FastifyInstance } from 'fastify';
import { isLoopbackUrl, publicBaseUrl, type Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { ModuleContext } from '../../platform/module-context';
import type { RateLimiter } from '../../platform/rate-limit';
import type { EmailSender } from '../../providers/email/email-sender';
import { createOutboxEmailSender } from '../../providers/email/outbox-sender';
import { createSendgridSender } from '../../providers/email/sendgrid-sender';
import { createGoogleOidc } from '../../providers/google/google-oidc';
import { createOutboxSender } from '../../providers/otp/outbox-sender';
import type { OtpSender } from '../../providers/otp/otp-sender';
import { createTwilioSender } from '../../providers/otp/twilio-sender';
import type { UsersService } from '../users/users.service';
import { createAuthRepository, type AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';

/**
 * The auth module: sign-in by one-time code (text or email, the senders the config chooses),
 * Google and Telegram, sessions; an erased account's sessions end in the erasing transaction.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'secrets' | 'lifecycle'> & {
    users: UsersService;
    rateLimiter: RateLimiter;
  },
): { service: AuthService } {
  const { config, clock } = deps;
  const repository = createAuthRepository(deps.db);
  const sender = createOtpSender(config, repository, clock);
  const emailSender = createEmailSender(config, repository, clock);
  const service = createAuthService({
    db: deps.db,
    repository,
    users: deps.users,
    sender,
    emailSender,
    secrets: deps.secrets,
    clock,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    webOtpHost: new URL(publicBaseUrl(config)).hostname,
    rateLimiter: deps.rateLimiter,
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
  deps.lifecycle.on('erased', (userId, tx) => service.endAllSessions(userId, tx));
  authRoutes(app, service, deps.users, {
    // The outbox route is open to anyone: it exists only while no sender is real (both are the outbox).
    outboxEnabled: sender.kind === 'outbox' && emailSender.kind === 'outbox',
    telegramBotUsername: config.TELEGRAM_BOT_USERNAME ?? null,
    secureCookies: config.NODE_ENV === 'production' || publicBaseUrl(config).startsWith('https:'),
  });
  return { service };
}

/** The sender of one-time codes that the config chooses. */
function createOtpSender(config: Config, repository: AuthRepository, clock: Clock): OtpSender {
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
function createEmailSender(config: Config, repository: AuthRepository, clock: Clock): EmailSender {
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
