/**
 * The analytics endpoint on its own: the web's first load sends page views and must not carry
 * the path of every other route (endpoints.ts spreads this in).
 */
export const ANALYTICS_ENDPOINTS = {
  postAnalyticsEvents: { method: 'POST', path: '/api/analytics/events' },
} as const;
