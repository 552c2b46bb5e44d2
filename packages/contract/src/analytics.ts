import { z } from 'zod';
import { defineRoute, envelope, noQuery } from './route';

export const ANALYTICS_EVENT_NAMES = ['page_view', 'session_start', 'session_end'] as const;
export const MAX_EVENTS_PER_BATCH = 50;

export const analyticsEvent = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    page: z.string().min(1).max(100),
    sessionId: z.uuid(),
    occurredAt: z.iso.datetime(),
  })
  .strict();
export type AnalyticsEvent = z.output<typeof analyticsEvent>;

export const postAnalyticsEvents = defineRoute({
  method: 'POST',
  path: '/api/analytics/events',
  summary: 'Records a batch of page and session events from the web client',
  tags: ['analytics'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ events: z.array(analyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH) }).strict(),
  response: { 202: envelope(z.object({ accepted: z.number().int() })) },
});
