import type { DbOrTx } from '../db/client';

/**
 * What happens to a user, as events other modules subscribe to, so that the users module never
 * calls them by name (and no two services call each other in a circle).
 *
 * - `created`: an account was made; runs in the creating transaction (a custodial wallet, the
 *   demo earnings of a demo installation).
 * - `erased`: an account's personal data went; runs in the anonymising transaction (sessions,
 *   game usernames, a clan chief application, linked social accounts).
 *
 * Subscribers run one after the other in the order they subscribed (the order of the modules'
 * registrations in app.ts), inside the transaction they are given: an error of one stops the
 * rest and rolls the whole transaction back, the account included.
 */
export type UserEventSubscriber = (userId: string, tx: DbOrTx) => Promise<void>;

export type UserEvent = 'created' | 'erased';

/** What the users module publishes through. */
export type UserLifecyclePublisher = Record<UserEvent, (userId: string, tx: DbOrTx) => Promise<void>>;

/** What the other modules subscribe through. */
export type UserLifecycleEvents = {
  on(event: UserEvent, subscriber: UserEventSubscriber): void;
};

export type UserLifecycle = UserLifecyclePublisher & UserLifecycleEvents;

export function createUserLifecycle(): UserLifecycle {
  const subscribers: Record<UserEvent, UserEventSubscriber[]> = { created: [], erased: [] };
  const publish = async (event: UserEvent, userId: string, tx: DbOrTx) => {
    for (const subscriber of subscribers[event]) await subscriber(userId, tx);
  };
  return {
    on(event, subscriber) {
      subscribers[event].push(subscriber);
    },
    created: (userId, tx) => publish('created', userId, tx),
    erased: (userId, tx) => publish('erased', userId, tx),
  };
}
