import type { Clock } from '../../platform/clock';
import type { OutboxStore } from '../outbox-store';
import type { EmailSender } from './email-sender';

/** The default email sender: the message is kept in the same outbox as the codes, channel `email`. */
export function createOutboxEmailSender(store: OutboxStore, clock: Clock): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await store.insertOutboxMessage({
        channel: 'email',
        recipient: message.to,
        purpose: message.purpose,
        body: `${message.subject}\n\n${message.body}`,
        createdAt: clock.now(),
      });
    },
  };
}
