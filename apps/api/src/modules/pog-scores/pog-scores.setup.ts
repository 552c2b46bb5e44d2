import type { FastifyInstance } from 'fastify';
import { TIERS } from '@kp/domain/pog';
import type { PogRequirement } from '@kp/domain/pog-scores';
import { publicBaseUrl } from '../../config';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { ClansService } from '../clans/clans.service';
import type { XpService } from '../xp/xp.service';
import { createCardImages, type CardImages } from './card-images';
import type { PogFactSources } from './pog-facts';
import { createPogGraphql } from './pog-graphql';
import { createPogScoresRepository } from './pog-scores.repository';
import { pogScoresRoutes } from './pog-scores.routes';
import {
  createPogScoresService,
  NO_AVATARS,
  NO_POG_NAMES,
  type AvatarImagePort,
  type PogNamePort,
  type PogScoresDeps,
  type PogGate,
  type PogScoresService,
} from './pog-scores.service';

export type { PogGate };

/** How often the job recomputes stale scores, and how many at a time. */
const REFRESH = { everyMs: 30_000, batch: 200 } as const;

/**
 * POG scores (README.md): every user's five scores, total, tier, badges and roles by the domain's
 * rule, from facts read through the other modules' services; marked stale in the transaction of
 * an event (an account made, KYC verified, XP awarded, a clan joined or left) and recomputed on
 * read and by the `pog-scores` job. Serves the caller's scores, the cards as images, the
 * dashboard's GraphQL, the clans' and leaderboards' POG figures, and the POG gate.
 */
export function registerPogScores(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'lifecycle' | 'config'> & {
    sources: PogFactSources;
    users: PogScoresDeps['users'];
    clanNames: PogScoresDeps['clanNames'];
    xp: Pick<XpService, 'onAwarded'>;
    clans: Pick<ClansService, 'onMembership'>;
    /** The POG name port (the pog module); until wired, cards are named by username. */
    names?: PogNamePort;
    /** The avatar port (the avatars module); until wired, a drawn silhouette. */
    avatars?: AvatarImagePort;
  },
): { service: PogScoresService; images: CardImages; gate: PogGate; jobs: Job[] } {
  const repository = createPogScoresRepository(deps.db);
  const service = createPogScoresService({
    db: deps.db,
    repository,
    clock: deps.clock,
    sources: deps.sources,
    names: deps.names ?? NO_POG_NAMES,
    users: deps.users,
    clanNames: deps.clanNames,
  });

  deps.lifecycle.on('created', (userId, tx) => service.created(tx, userId));
  deps.lifecycle.on('kycVerified', (userId, tx) => service.markStale(tx, [userId]));
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(tx, userId));
  deps.xp.onAwarded((tx, awarded) => service.markStale(tx, [awarded.userId]));
  deps.clans.onMembership((tx, change) => service.markStale(tx, [change.userId]));

  const images = createCardImages({ scores: service, avatars: deps.avatars ?? NO_AVATARS });
  const base = publicBaseUrl(deps.config);
  const graphql = createPogGraphql(service, {
    cardUrl: (name, side) => `${base}/api/pog-card/${encodeURIComponent(name)}/${side}`,
  });
  pogScoresRoutes(app, { service, images, graphql });

  const gate: PogGate = (userId, requirement) =>
    service.assertMeets(userId, {
      minHumanScore: requirement.minPogHumanScore,
      minTier: TIERS.find((t) => t === requirement.minPogTier) ?? null,
    } satisfies PogRequirement);

  return {
    service,
    images,
    gate,
    jobs: [{ name: 'pog-scores', everyMs: REFRESH.everyMs, run: () => service.refreshStale(REFRESH.batch) }],
  };
}
