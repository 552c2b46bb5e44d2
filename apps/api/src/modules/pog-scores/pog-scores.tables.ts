import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TIERS } from '@kp/domain/pog';
import { enumCheck } from '../../db/columns';
import { users } from '../users/users.tables';

const score = (name: string) => integer(name).notNull().default(0);

/**
 * A user's POG scores as the rule (packages/domain/src/pog-scores.ts) last computed them from
 * their facts: every user has a row (made with the account, and for the accounts made before this
 * table by its migration). `is_stale` is set in the transaction of an event that may move them
 * (XP awarded, a clan joined or left, KYC verified …) and cleared when they are recomputed; a read
 * recomputes a stale row first. `clan_id` is the user's clan when last computed (the clans
 * module's id, not a foreign key: the clans' tables are theirs), for the clans' POG ranking.
 * `changed_at` is when the total last changed: on equal totals the earlier ranks first.
 */
export const pogScores = pgTable(
  'pog_scores',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    human: score('human'),
    play: score('play'),
    skill: score('skill'),
    commerce: score('commerce'),
    social: score('social'),
    total: score('total'),
    tier: text('tier').notNull().default('Bronze'),
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    clanId: uuid('clan_id'),
    isStale: boolean('is_stale').notNull().default(true),
    /** Moves with every stale mark: a recomputation that read its facts before the last mark stays stale. */
    staleSeq: integer('stale_seq').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pog_scores_range',
      sql`${t.human} between 0 and 100 and ${t.play} between 0 and 100 and ${t.skill} between 0 and 100
        and ${t.commerce} between 0 and 100 and ${t.social} between 0 and 100 and ${t.total} between 0 and 100`,
    ),
    enumCheck('pog_scores_tier_valid', t.tier, TIERS),
    index('pog_scores_ranking_idx').on(t.total.desc(), t.changedAt, t.userId),
    index('pog_scores_clan_idx').on(t.clanId),
    index('pog_scores_stale_idx')
      .on(t.userId)
      .where(sql`${t.isStale}`),
  ],
);

/**
 * What a campaign, quest or tournament may require of a POG card (issue 17, "The card keeps bots
 * out"): a minimum human score and a minimum tier, set by operators, null when not required. The
 * columns sit on those modules' own tables; the rule that checks them is the pog-scores module's
 * (`pogShortfallOf` in packages/domain/src/pog-scores.ts).
 */
export const pogRequirementColumns = () => ({
  minPogHumanScore: integer('min_pog_human_score'),
  minPogTier: text('min_pog_tier'),
});

/** The CHECKs of those columns: a score of 0–100, a tier of the spec's. */
export const pogRequirementChecks = (
  table: string,
  t: { minPogHumanScore: AnyPgColumn; minPogTier: AnyPgColumn },
) => [
  check(
    `${table}_min_pog_human_score_range`,
    sql`${t.minPogHumanScore} is null or ${t.minPogHumanScore} between 0 and 100`,
  ),
  enumCheck(`${table}_min_pog_tier_valid`, t.minPogTier, TIERS),
];
