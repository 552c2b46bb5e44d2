import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Server } from 'node:http';
import { trustProxyOption, type Config } from '../config';
import { createBackgroundList } from './background-list';
import { answerClientError, answerFrameworkError } from './errors';
import { loggerOptions } from './logger';
import { registerOpenApi } from './openapi';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's own options: logging, body limit, proxies, request ids, the router and its refusals. */
export function httpServerOptions(config: Config, logStream?: DestinationStream): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    // A caller's own X-Request-Id is kept when it looks like one (a proxy's, a test's); else a new one.
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
  };
}

/** What the HTTP layer takes from the modules once they exist. */
export type HttpSetup = {
  /**
   * Connects the origins of the third-party games the arena (Klash) frames (their redirect URIs'
   * origins); they are read once every module is ready, then in the background.
   */
  connectArenaFrames(origins: () => Promise<readonly string[]>): void;
};

/**
 * First of all: zod validation and serialisation, and the X-Request-Id answer header (its hook
 * before any other, so that every answer carries it, a refusal included).
 */
export function registerRequestBasics(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * The HTTP concerns every route shares, registered before any route: compression, the security
 * headers (CSP), the OpenAPI document and cookies.
 */
export async function registerHttp(app: FastifyInstance, config: Config): Promise<HttpSetup> {
  // JSON answers over 1 KB compressed on the fly (brotli at a fast level); the web's files and
  // pages come compressed from the build and pass through untouched.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // The arena's game origins, read in the background since helmet writes the header without
  // waiting (a client registered on another replica is framed within 30 s).
  let arenaOrigins: () => Promise<readonly string[]> = async () => [];
  const gameFrames = createBackgroundList(() => arenaOrigins(), {
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

  return {
    connectArenaFrames(origins) {
      arenaOrigins = origins;
      // Read when the app is ready: after the hooks registered before this one (the sample game's
      // client of a demo installation), so that its origin is framed from the first page.
      app.addHook('onReady', async () => {
        await gameFrames.refresh();
      });
    },
  };
}
