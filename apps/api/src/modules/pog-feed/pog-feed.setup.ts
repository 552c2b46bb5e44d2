import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../../config';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { ClansPort, MintsPort, ScoresPort } from './pog-feed-ports';
import { createPogFeedRepository } from './pog-feed.repository';
import { pogFeedRoutes } from './pog-feed.routes';
import { createPogFeedService, type PogFeedService } from './pog-feed.service';

/** How often the job refreshes the posts' totals and clans, and how many owners at a time. */
const REFRESH = { everyMs: 30_000, batch: 200 } as const;

/**
 * The POG feed (README.md): every minted card posted (the pog module's mints), the four lists
 * (legendary, all, clan, highlighted) with the owners' figures (the pog-scores module) and clans
 * (the clans module), and the likes, one per gamer and post, never on one's own card. An erased
 * account's likes and posts go.
 */
export function registerPogFeed(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'db' | 'clock' | 'config' | 'lifecycle'> & {
    mints: MintsPort;
    scores: ScoresPort;
    clans: ClansPort;
  },
): { service: PogFeedService; jobs: Job[] } {
  const service = createPogFeedService({
    repository: createPogFeedRepository(deps.db),
    clock: deps.clock,
    scores: deps.scores,
    clans: deps.clans,
    publicUrl: publicBaseUrl(deps.config),
  });
  deps.mints.onMinted((tx, card) => service.posted(tx, card));
  deps.clans.onMembership((tx, change) => service.membershipChanged(tx, change));
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(tx, userId));
  pogFeedRoutes(app, service);
  return {
    service,
    jobs: [{ name: 'pog-feed', everyMs: REFRESH.everyMs, run: () => service.refreshOwners(REFRESH.batch) }],
  };
}
