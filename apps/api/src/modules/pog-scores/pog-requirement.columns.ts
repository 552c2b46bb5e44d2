import { sql } from 'drizzle-orm';
import { check, integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIERS } from '@kp/domain/pog';
import { enumCheck } from '../../db/columns';

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
