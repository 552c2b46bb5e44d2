import type { FastifyInstance } from 'fastify';
import { createGeoipLiteLoader } from '../../providers/geoip/geoip-lookup';
import { locationRoutes } from './location.routes';
import { createLocationService } from './location.service';

/** Where a request comes from (the GeoIP database, loaded when first asked). */
export function registerLocation(app: FastifyInstance): void {
  locationRoutes(app, createLocationService(createGeoipLiteLoader()));
}
