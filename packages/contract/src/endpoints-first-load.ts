import { ANALYTICS_ENDPOINTS } from './endpoints-analytics';

/**
 * The routes the web calls on its first load (the home page's banners, page views, renewing a
 * session), on their own: the first load must not carry the path of every other route, which the
 * web reads from endpoints.ts when it first needs one (endpoints.ts spreads these in).
 */
export const FIRST_LOAD_ENDPOINTS = {
  listBanners: { method: 'GET', path: '/api/banners' },
  refreshSession: { method: 'GET', path: '/api/authentication/token/refresh' },
  ...ANALYTICS_ENDPOINTS,
} as const;
