import type { FastifyInstance } from 'fastify';
import type { Job } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module-context';
import type { AvatarGenerator } from '../../providers/avatars/avatar-generator';
import { createAvatarGenerator } from '../../providers/avatars/avatar-generators';
import { createAvatarsRepository } from './avatars.repository';
import { avatarsRoutes } from './avatars.routes';
import { createAvatarsService, type AvatarsService } from './avatars.service';
import { createFaceDetector, type FaceDetector } from './face-detector';

/** How often the generation job looks for pending avatars (a generation waits about this long to start). */
const GENERATION_TICK_MS = 1_000;

/**
 * The POG avatar (README.md): genres, characters and styles, random variants, the selfie checked
 * by the face detector, and generation as a job by the generator AVATAR_GENERATOR names. An erased
 * account's selfie and avatars go with it. The POG mint module takes `readyAvatarOf` and
 * `quickAvatarFor` from the returned service.
 */
export function registerAvatars(
  app: FastifyInstance,
  deps: Pick<ModuleContext, 'config' | 'db' | 'clock' | 'lifecycle'> & {
    /** Tests and the bench may give their own; otherwise the configured ones. */
    generator?: AvatarGenerator;
    faceDetector?: FaceDetector;
  },
): { service: AvatarsService; jobs: Job[] } {
  const faceDetector = deps.faceDetector ?? createFaceDetector();
  const service = createAvatarsService({
    db: deps.db,
    repository: createAvatarsRepository(deps.db),
    clock: deps.clock,
    log: app.log,
    generator: deps.generator ?? createAvatarGenerator(deps.config),
    faceDetector,
  });
  deps.lifecycle.on('erased', (userId, tx) => service.eraseUser(userId, tx));
  app.addHook('onClose', () => faceDetector.close());
  avatarsRoutes(app, service);
  return {
    service,
    jobs: [{ name: 'avatar-generation', everyMs: GENERATION_TICK_MS, run: () => service.runPending() }],
  };
}
