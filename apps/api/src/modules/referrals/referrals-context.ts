import type { CurrencyRegistry } from '@kp/domain/currencies';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EarningsService } from '../earnings/earnings.service';
import type { XpService } from '../xp/xp.service';
import type { ReferralRules } from './referrals.config';
import type { ReferralsRepository } from './referrals.repository';

// Module-internal: what every part of the referrals service shares. Only this module's files import it.

/** The users module: when an account was made (the apply window), and what anyone may see of users. */
export type ReferralUsersPort = {
  getUser(id: string): Promise<{ createdAt: Date }>;
  listPublicUsers(ids: readonly string[]): Promise<{ id: string; username: string | null }[]>;
};

/** What the referrals service is made from (wired in referrals.setup.ts). */
export type ReferralsDeps = {
  db: Db;
  clock: Clock;
  repository: ReferralsRepository;
  users: ReferralUsersPort;
  /** The referrer's XP for a sign-up; a referred gamer's first action, read under their XP lock. */
  xp: Pick<XpService, 'award' | 'findFirstAction'>;
  /** Rewards are earnings: reserved in the ledger, collected on the collect-earnings page. */
  earnings: Pick<EarningsService, 'award'>;
  rules: ReferralRules;
  currencies: CurrencyRegistry;
  /** Where users reach this installation (the referral link's site). */
  baseUrl: string;
  log: { error(obj: object, msg: string): void };
};
