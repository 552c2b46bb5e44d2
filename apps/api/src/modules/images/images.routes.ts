import type { FastifyInstance } from 'fastify';
import { adminUploadImage, getImage } from '@kp/contract/images';
import { OPERATOR_IMAGE_LIMITS, OPERATOR_IMAGE_TYPE, OPERATOR_IMAGE_UPLOAD_TYPES } from '@kp/domain/images';
import { registerRoute } from '../../platform/route';
import type { ImagesService } from './images.service';
import { toOperatorImage } from './operator-image';

export function imagesRoutes(app: FastifyInstance, service: ImagesService) {
  // In a scope of their own: the upload's body is the file itself, read as bytes under this
  // module's limit (other routes keep their parsers). Any other body type is refused (415).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...OPERATOR_IMAGE_UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: OPERATOR_IMAGE_LIMITS.maxBytes },
      (_req, body, done) => done(null, body),
    );

    registerRoute(scope, adminUploadImage, async ({ body, userId }) =>
      service.create(userId, await toOperatorImage(asBuffer(body))),
    );
    registerRoute(scope, getImage, async ({ params, reply }) =>
      reply
        .type(OPERATOR_IMAGE_TYPE)
        // A picture never changes: its id names it entirely.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await service.getWebp(params.id)),
    );
  });
}

/** Only the image parsers yield a Buffer; anything else is no picture. */
function asBuffer(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
