import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TranslatedField } from '@kp/domain/content-translations';
import { CAMPAIGN_STATUSES } from '@kp/domain/campaigns';
import { CURRENCY_IDS } from '@kp/domain/currencies';
import { enumCheck, translationsColumn } from '../../db/columns';
import { pogRequirementChecks, pogRequirementColumns } from '../pog-scores/pog-scores.tables';

/**
 * K-Drop campaigns. Audience filters are lists where empty means everyone (a campaign for every
 * country has `countries = {}`). The reward is `reward_amount` minor units of `reward_currency`
 * per user; the pool is what operators funded (`pool_funded`, moved from the treasury into the
 * ledger's `campaign_pool`) and what claims took of it (`pool_reserved`): the database refuses a
 * reservation beyond the funding, whatever the code does.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: translationsColumn<TranslatedField<'campaign'>>(),
    status: text('status').notNull(),
    featured: boolean('featured').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end of the claim window after the end (null: the default window of packages/domain). */
    claimEndsAt: timestamp('claim_ends_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    applicableContinents: text('applicable_continents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    client: text('client'),
    category: text('category'),
    rewardCurrency: text('reward_currency').notNull().default('KCASH'),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    poolFunded: bigint('pool_funded', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    poolReserved: bigint('pool_reserved', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    claimRequiresSignature: boolean('claim_requires_signature').notNull().default(false),
    /** The chain id the EIP-712 claim signature must name (when a signature is required). */
    claimChainId: integer('claim_chain_id'),
    /** What the campaign requires of a POG card (pog-scores module), null: nothing. */
    ...pogRequirementColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('campaigns_status_valid', t.status, CAMPAIGN_STATUSES),
    ...pogRequirementChecks('campaigns', t),
    check('campaigns_schedule_valid', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_claim_window_valid', sql`${t.claimEndsAt} is null or ${t.claimEndsAt} >= ${t.endsAt}`),
    enumCheck('campaigns_reward_currency_valid', t.rewardCurrency, CURRENCY_IDS),
    check('campaigns_reward_non_negative', sql`${t.rewardAmount} >= 0`),
    check(
      'campaigns_pool_within_funding',
      sql`${t.poolReserved} >= 0 and ${t.poolFunded} >= 0 and ${t.poolReserved} <= ${t.poolFunded}`,
    ),
    index('campaigns_status_idx').on(t.status, t.startsAt),
  ],
);
