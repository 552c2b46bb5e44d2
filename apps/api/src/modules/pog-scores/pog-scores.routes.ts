import type { FastifyInstance } from 'fastify';
import {
  getMyPogScores,
  getPogCardBack,
  getPogCardFront,
  getPogGraphql,
  postPogGraphql,
} from '@kp/contract/pog-scores';
import { AppError } from '@kp/domain/errors';
import { registerRoute } from '../../platform/route';
import type { CardImages } from './card-images';
import type { PogGraphql } from './pog-graphql';
import type { PogScoresService } from './pog-scores.service';

/** Cards change with their scores; their ETag says when (a 304 costs nothing). */
const CARD_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

const LIMIT_CODES = new Set(['POG_QUERY_TOO_DEEP', 'POG_QUERY_TOO_COSTLY']);

type GraphqlAnswer = {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; params?: Record<string, number> } }[];
};

/**
 * Runs a GraphQL request through yoga and answers it: the limits' refusals as the api's errors
 * (400, the catalogue's code and words, the GraphQL errors in `details`), anything else as the
 * GraphQL answer (errors of a query, such as an unknown field, are inside it with 200).
 */
async function answerGraphql(yoga: PogGraphql, request: Request): Promise<GraphqlAnswer> {
  const response = await yoga.fetch(request);
  const answer = (await response.json()) as GraphqlAnswer;
  const refused = answer.errors?.find((e) => LIMIT_CODES.has(e.extensions?.code ?? ''));
  if (refused) {
    const code = refused.extensions?.code as 'POG_QUERY_TOO_DEEP' | 'POG_QUERY_TOO_COSTLY';
    const params = refused.extensions?.params ?? {};
    if (code === 'POG_QUERY_TOO_DEEP')
      throw new AppError(code, { params: { max: params.max ?? 0 }, details: { errors: answer.errors } });
    throw new AppError(code, {
      params: { cost: params.cost ?? 0, max: params.max ?? 0 },
      details: { errors: answer.errors },
    });
  }
  return answer;
}

export function pogScoresRoutes(
  app: FastifyInstance,
  deps: { service: PogScoresService; images: CardImages; graphql: PogGraphql },
) {
  const { service, images, graphql } = deps;
  registerRoute(app, getMyPogScores, ({ userId }) => service.getMyScores(userId));

  for (const [def, side] of [
    [getPogCardFront, 'front'],
    [getPogCardBack, 'back'],
  ] as const)
    registerRoute(app, def, async ({ params, query, request, reply }) => {
      const image = await images.get(params.username, side, query.format);
      reply.header('etag', image.etag).header('cache-control', CARD_CACHE).header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.type).send(image.bytes);
    });

  const origin = 'http://pog.internal';
  registerRoute(app, postPogGraphql, async ({ body, reply }) => {
    const answer = await answerGraphql(
      graphql,
      new Request(`${origin}/api/pog/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  registerRoute(app, getPogGraphql, async ({ query, reply }) => {
    const url = new URL(`${origin}/api/pog/graphql`);
    url.searchParams.set('query', query.query);
    if (query.variables) url.searchParams.set('variables', query.variables);
    if (query.operationName) url.searchParams.set('operationName', query.operationName);
    const answer = await answerGraphql(
      graphql,
      new Request(url, { method: 'GET', headers: { accept: 'application/json' } }),
    );
    return reply.type('application/json; charset=utf-8').send(answer);
  });
}
