import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type PlainErrorCode } from '@kp/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const BY_FASTIFY_CODE: Record<string, PlainErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  // The router's refusals (bad percent-encoding or UTF-8 in a path, a path segment too long).
  FST_ERR_BAD_URL: 'URL_INVALID',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

const BY_STATUS: Record<number, PlainErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT_IN_PROGRESS',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** "body/amount: Too small" — names the field, as a malformed body must. */
function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field =
      (issue.instancePath ?? '').replace(/^\//, '') ||
      (issue.params?.['missingProperty'] as string | undefined) ||
      '';
    const where = [context, field].filter(Boolean).join('/');
    return `${where || 'request'}: ${issue.message ?? 'invalid'}`;
  });
  return parts.join('; ');
}

/** Turns whatever was thrown into the coded error the client receives. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err) || err.code === 'FST_ERR_VALIDATION') {
    const issues = (err.validation ?? []) as ValidationIssue[];
    // The fields refused, each with the schema's words (a service's checks list theirs the same way).
    const details = issues.map((i) => ({
      field: (i.instancePath ?? '').replace(/^\//, ''),
      message: i.message,
    }));
    return AppError.fieldRule('VALIDATION_FAILED', describeValidation(err.validationContext, issues), {
      details,
    });
  }
  if (err.code && BY_FASTIFY_CODE[err.code]) return new AppError(BY_FASTIFY_CODE[err.code]!, { cause: err });
  if (err instanceof SyntaxError) return new AppError('MALFORMED_JSON', { cause: err });
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = BY_STATUS[status] ?? 'BAD_REQUEST';
    return new AppError(code, { cause: err });
  }
  return new AppError('SOMETHING_WENT_WRONG', { cause: err });
}

/** One error handler for the whole api: 4xx in the catalogue's words, 5xx logged and hidden. */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { allowedMethods: (url: string) => string[] },
) {
  // While the server closes (a deploy, a restart), a request still arriving on an open connection
  // is refused in the error shape, not in Fastify's own 503 body (return503OnClosing is off):
  // the load balancer or the client tries again elsewhere.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async () => {
    if (isClosing) throw new AppError('SERVICE_UNAVAILABLE');
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: appError.code }, 'request refused');
    // A limit that refused (RATE_LIMITED, TOO_MANY_ATTEMPTS) says when to come back.
    if (appError.statusCode === 429 && error && typeof error === 'object' && 'retryAfter' in error) {
      reply.header('retry-after', String((error as { retryAfter: unknown }).retryAfter));
    }
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(appError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = options.allowedMethods(request.url.split('?')[0] ?? '/');
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return reply.code(405).send(new AppError('METHOD_NOT_ALLOWED').toBody());
    }
    return reply.code(404).send(new AppError('ROUTE_NOT_FOUND').toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * that is not valid percent-encoded UTF-8, a path segment over maxParamLength) answers in the
 * error shape too, not in Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  request.log.info({ errorCode: appError.code }, 'request refused');
  return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(appError.toBody());
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (a URL or headers over the 16 KB limit, a malformed request, a request too slow to arrive). No
 * request exists yet, so the answer is written on the socket, in the error shape, and the
 * connection closed, as Node and Fastify do by default.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A connection reset or already closed has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: PlainErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const appError = new AppError(code);
  const body = JSON.stringify(appError.toBody());
  this.log.info({ errorCode: code, parserCode: error.code }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
