import type { EmailSender } from '../../providers/email/email-sender';
import type { OtpSender } from '../../providers/otp/otp-sender';
import type { Clock } from '../../platform/clock';
import type { AuthRepository } from './auth.repository';

/**
 * The default sender: keeps each message in the database instead of sending it, for operators
 * and tests to read at GET /api/dev/outbox. Honest about what it is: nothing leaves the server.
 */
export function createOutboxSender(repository: AuthRepository, clock: Clock): OtpSender {
  return {
    kind: 'outbox',
    async send(message) {
      await repository.insertOutboxMessage({
        channel: message.channel,
        recipient: message.to,
        purpose: message.purpose,
        body: message.body,
        createdAt: clock.now(),
      });
    },
  };
}

/** The default email sender: the message is kept in the same outbox, channel `email`. */
export function createOutboxEmailSender(repository: AuthRepository, clock: Clock): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await repository.insertOutboxMessage({
        channel: 'email',
        recipient: message.to,
        purpose: message.purpose,
        body: `${message.subject}\n\n${message.body}`,
        createdAt: clock.now(),
      });
    },
  };
}
