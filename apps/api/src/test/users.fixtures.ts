import type { DbOrTx } from '../db/client';
import { systemClock, type Clock } from '../platform/clock';
import { createUsersRepository } from '../modules/users/users.repository';
import { createUsersService } from '../modules/users/users.service';

/** The users service on a test database, as the api builds it, for tests of modules that ask it. */
export function testUsers(db: DbOrTx, clock: Clock = systemClock) {
  return createUsersService(createUsersRepository(db), clock);
}
