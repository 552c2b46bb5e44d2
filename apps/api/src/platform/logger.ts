import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { REDACT_PATHS, REDACTED, redactText, redactUrl } from './redact';

type RequestLike = { id: string; method: string; url: string; ip?: string; headers: Record<string, unknown> };

/** Structured JSON logs with tokens, codes and phone numbers taken out. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(req: RequestLike) {
        return {
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
          userAgent: req.headers['user-agent'],
        };
      },
      err(err: Error & { code?: string; statusCode?: number }) {
        return {
          type: err.name,
          code: err.code,
          statusCode: err.statusCode,
          message: redactText(err.message),
          stack: err.stack ? redactText(err.stack) : '',
        };
      },
    },
  };
}
