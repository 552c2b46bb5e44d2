import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, MAX_EVENTS_PER_BATCH } from '@kp/domain/analytics';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';

export const analyticsEvent = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    page: text().min(1).max(100),
    sessionId: z.uuid(),
    occurredAt: z.iso.datetime(),
  })
  .strict();
export type AnalyticsEvent = z.output<typeof analyticsEvent>;

export const postAnalyticsEvents = defineRoute({
  ...ENDPOINTS.postAnalyticsEvents,
  summary: 'Records a batch of page and session events from the web client',
  tags: ['analytics'],
  access: 'public',
  querystring: noQuery,
  body: z.object({ events: z.array(analyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH) }).strict(),
  response: { 202: envelope(z.object({ accepted: z.number().int() })) },
});
