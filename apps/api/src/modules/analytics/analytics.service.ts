import type { AnalyticsEvent } from '@kp/contract';
import type { Clock } from '../../platform/clock';
import type { AnalyticsRepository } from './analytics.repository';

export function createAnalyticsService(repository: AnalyticsRepository, clock: Clock) {
  return {
    /** Stores a batch of client events as one insert, stamped with the time we received them. */
    async recordEvents(events: AnalyticsEvent[]): Promise<{ accepted: number }> {
      const receivedAt = clock.now();
      await repository.insertEvents(
        events.map((e) => ({
          name: e.name,
          page: e.page,
          sessionId: e.sessionId,
          occurredAt: new Date(e.occurredAt),
          receivedAt,
        })),
      );
      return { accepted: events.length };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
