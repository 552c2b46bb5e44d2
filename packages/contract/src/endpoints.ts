/**
 * The method and path of every route, without its schemas: the web client imports this
 * (a few hundred bytes) instead of the zod schemas, and each route definition spreads its entry,
 * so a path is written once.
 */
export const ENDPOINTS = {
  getHealth: { method: 'GET', path: '/api/health' },
  listBanners: { method: 'GET', path: '/api/banners' },
  postAnalyticsEvents: { method: 'POST', path: '/api/analytics/events' },
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
