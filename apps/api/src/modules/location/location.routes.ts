import type { FastifyInstance } from 'fastify';
import { getLocation } from '@kp/contract/location';
import { registerRoute } from '../../platform/route';
import type { LocationService } from './location.service';

export function locationRoutes(app: FastifyInstance, service: LocationService) {
  // Without an address, the caller's: behind a proxy (TRUST_PROXY) that is X-Forwarded-For's.
  registerRoute(app, getLocation, ({ query, request }) => service.locate(query.ip ?? request.ip));
}
