import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { createXpRepository } from '../modules/xp/xp.repository';
import { createXpService, type XpService } from '../modules/xp/xp.service';

/** The XP service on a test database, built as the api builds it (for a service tested on its own). */
export function testXp(db: Db, clock: Clock): XpService {
  return createXpService({ db, repository: createXpRepository(db), clock });
}
