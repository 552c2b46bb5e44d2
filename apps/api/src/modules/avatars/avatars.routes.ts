import type { FastifyInstance } from 'fastify';
import {
  generateAvatar,
  getAvatarImage,
  getAvatarStatus,
  getAvatarStyle,
  getAvatarVariantImage,
  listAvatarCategories,
  listAvatarCharacters,
  listAvatarStyles,
  refreshAvatarVariants,
  saveAvatarSelfie,
  saveAvatarStyle,
} from '@kp/contract/pog-avatars';
import { uploadedBytes } from '../../platform/jpeg';
import { registerRoute } from '../../platform/route';
import type { AvatarsService } from './avatars.service';

// An avatar or a variant of an id never changes its bytes: cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A selfie arrives as the file itself: the image/jpeg body parser is the users module's (app-wide).
export function avatarsRoutes(app: FastifyInstance, service: AvatarsService) {
  registerRoute(app, listAvatarCategories, () => service.listCategories());
  registerRoute(app, listAvatarCharacters, ({ query }) => service.listCharacters(query.genre));
  registerRoute(app, listAvatarStyles, ({ query }) => service.listStyles(query.genre));
  registerRoute(app, refreshAvatarVariants, ({ body, userId }) =>
    service.refreshVariants(userId, body.genre),
  );
  registerRoute(app, getAvatarVariantImage, async ({ params, reply }) =>
    reply
      .type('image/webp')
      .header('cache-control', IMMUTABLE)
      .send(await service.getVariantImage(params.variantId)),
  );
  registerRoute(app, getAvatarStyle, ({ userId }) => service.getDraft(userId));
  registerRoute(app, saveAvatarStyle, ({ body, userId }) => service.saveStyle(userId, body));
  registerRoute(app, saveAvatarSelfie, ({ body, userId }) => service.saveSelfie(userId, uploadedBytes(body)));
  registerRoute(app, generateAvatar, ({ userId }) => service.generate(userId));
  registerRoute(app, getAvatarStatus, ({ query, userId }) => service.getStatus(userId, query.avatarId));
  registerRoute(app, getAvatarImage, async ({ params, reply }) =>
    reply
      .type('image/webp')
      .header('cache-control', IMMUTABLE)
      .send(await service.getImage(params.avatarId)),
  );
}
