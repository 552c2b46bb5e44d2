import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { KYC_DOCUMENTS } from '@kp/domain/kyc';
import { enumCheck } from '../../db/columns';
import { ledgerEntries } from '../ledger/ledger.tables';
import { userIdColumn, users } from '../users/users.tables';

/**
 * One check of one document of a user, as sent to the KYC provider and as it came back (see
 * README.md beside this file). The full number is kept only sealed (AES-256-GCM, bound to the
 * row), with a keyed hash to find the same number on another account; in clear only its mask
 * (the last four characters). A check is `pending` until the provider answers, then `verified`
 * or `rejected`; a verified bank account or PIX key replaced by a newer verified one becomes
 * `superseded`.
 */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    document: text('document').notNull(),
    status: text('status').notNull(),
    /** HMAC-SHA-256 of the normalized number under a key of this installation (hex). */
    numberHash: text('number_hash').notNull(),
    /** The number sealed: `iv.tag.ciphertext`, base64url, under the key of `key_version`. */
    encryptedNumber: text('encrypted_number').notNull(),
    keyVersion: integer('key_version').notNull(),
    /** What may be shown: the last four characters, the rest hidden. */
    maskedNumber: text('masked_number').notNull(),
    /** What else the check carried that is not secret: the IFSC of a bank account, the kind of a PIX key. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** The name the user typed (PAN, CPF), or the verified name the document had to be in. */
    submittedName: text('submitted_name').notNull(),
    /** The name the provider has on record for the number. */
    registeredName: text('registered_name'),
    reasonCode: text('reason_code'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    enumCheck('kyc_checks_document_check', t.document, KYC_DOCUMENTS),
    check('kyc_checks_status_check', sql`${t.status} in ('pending', 'verified', 'rejected', 'superseded')`),
    check('kyc_checks_decision_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    check('kyc_checks_reason_check', sql`(${t.status} = 'rejected') = (${t.reasonCode} is not null)`),
    check('kyc_checks_key_version_check', sql`${t.keyVersion} > 0`),
    // One check of a document in flight per user, and one verified value of it.
    uniqueIndex('kyc_checks_one_pending_key')
      .on(t.userId, t.document)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('kyc_checks_one_verified_key')
      .on(t.userId, t.document)
      .where(sql`${t.status} = 'verified'`),
    // An identity number (PAN, Aadhaar, CPF) belongs to one account, pending or verified.
    uniqueIndex('kyc_checks_identity_number_key')
      .on(t.document, t.numberHash)
      .where(sql`${t.status} in ('pending', 'verified') and ${t.document} in ('pan', 'aadhaar', 'cpf')`),
    uniqueIndex('kyc_checks_provider_reference_key').on(t.provider, t.providerReference),
    index('kyc_checks_user_submitted_idx').on(t.userId, t.document, t.submittedAt),
    index('kyc_checks_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The one-time K-Cash bonus for completing KYC: one row per user, written with its ledger entry. */
export const kycBonusClaims = pgTable(
  'kyc_bonus_claims',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('kyc_bonus_claims_amount_check', sql`${t.amount} > 0`)],
);
