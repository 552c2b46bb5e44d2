import type { Region } from '@kp/domain/locations';
import type { DbOrTx } from '../db/client';

/**
 * What happens to a user, as events other modules subscribe to, so that the module where it
 * happens never calls the others by name (and no two services call each other in a circle).
 *
 * - `created`: an account was made; runs in the creating transaction (a custodial wallet, the
 *   demo earnings of a demo installation). Published by users.
 * - `erased`: an account's personal data went; runs in the anonymising transaction (sessions,
 *   game usernames, a clan chief application, linked social accounts). Published by users.
 * - `kycVerified`: the last document of the user's region was verified; runs in the deciding
 *   transaction, with the region whose law and tax now apply (users fixes it). Published by kyc.
 *
 * Subscribers run one after the other in the order they subscribed (the order of the modules'
 * registrations in app.ts), inside the transaction they are given: an error of one stops the
 * rest and rolls the whole transaction back, the account included.
 */
export type UserEventDetails = {
  created: undefined;
  erased: undefined;
  kycVerified: { region: Region };
};

export type UserEvent = keyof UserEventDetails;

export type UserEventSubscriber<E extends UserEvent = UserEvent> = (
  userId: string,
  tx: DbOrTx,
  detail: UserEventDetails[E],
) => Promise<void>;

type Publish<E extends UserEvent> = UserEventDetails[E] extends undefined
  ? (userId: string, tx: DbOrTx) => Promise<void>
  : (userId: string, tx: DbOrTx, detail: UserEventDetails[E]) => Promise<void>;

/** What a publishing module (users, kyc) publishes through. */
export type UserLifecyclePublisher = { [E in UserEvent]: Publish<E> };

/** What the other modules subscribe through. */
export type UserLifecycleEvents = {
  on<E extends UserEvent>(event: E, subscriber: UserEventSubscriber<E>): void;
};

export type UserLifecycle = UserLifecyclePublisher & UserLifecycleEvents;

export function createUserLifecycle(): UserLifecycle {
  const subscribers: { [E in UserEvent]: UserEventSubscriber<E>[] } = {
    created: [],
    erased: [],
    kycVerified: [],
  };
  async function publish<E extends UserEvent>(
    event: E,
    userId: string,
    tx: DbOrTx,
    detail: UserEventDetails[E],
  ) {
    for (const subscriber of subscribers[event] as UserEventSubscriber<E>[])
      await subscriber(userId, tx, detail);
  }
  return {
    on(event, subscriber) {
      (subscribers[event] as UserEventSubscriber<typeof event>[]).push(subscriber);
    },
    created: (userId, tx) => publish('created', userId, tx, undefined),
    erased: (userId, tx) => publish('erased', userId, tx, undefined),
    kycVerified: (userId, tx, detail) => publish('kycVerified', userId, tx, detail),
  };
}
