import type { Clock } from '../../platform/clock';
import type { OutboxStore } from '../outbox-store';
import type { OtpSender } from './otp-sender';

/**
 * The default sender: keeps each message in the database instead of sending it, for operators
 * and tests to read at GET /api/dev/outbox. Honest about what it is: nothing leaves the server.
 */
export function createOutboxSender(store: OutboxStore, clock: Clock): OtpSender {
  return {
    kind: 'outbox',
    async send(message) {
      await store.insertOutboxMessage({
        channel: message.channel,
        recipient: message.to,
        purpose: message.purpose,
        body: message.body,
        createdAt: clock.now(),
      });
    },
  };
}
