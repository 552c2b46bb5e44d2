import type { FastifyInstance } from 'fastify';
import { getArt } from '@kp/contract/art';
import { ART_VERSION } from '@kp/domain/art';
import { registerRoute } from '../../platform/route';
import type { ArtService } from './art.service';

export function artRoutes(app: FastifyInstance, service: ArtService) {
  registerRoute(app, getArt, async ({ params, query, reply }) => {
    const image = await service.get(
      { kind: params.kind, icon: query.icon, palette: query.palette },
      query.w,
      query.f,
    );
    // The URL names the image entirely: one of this drawing's version never changes.
    const cache =
      query.v === String(ART_VERSION) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    return reply.type(image.type).header('cache-control', cache).send(image.bytes);
  });
}
