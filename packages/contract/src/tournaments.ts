import { z } from 'zod';
import {
  PAID_ENTRY_REFUSALS,
  TOURNAMENT_LEADERBOARD_TYPE,
  TOURNAMENT_LIMITS as L,
  TOURNAMENT_STATUSES,
} from '@kp/domain/tournaments';
import { ENDPOINTS } from './endpoints';
import { amountString } from './ledger';
import { pogRequirementFields } from './pog-scores';
import { defineRoute, envelope, noQuery, text } from './route';
import { contentLanguage, storedTranslations, translationsInput } from './translations';

/**
 * Tournaments (issue 5; spec: `/tournaments/`, and the leaderboards of
 * `platform-centralized-leaderboard`: by type, by status, participants). A tournament is a
 * leaderboard of type `tournament`: its id is the leaderboard's id. Amounts are decimal strings of
 * the currency; `currency` is the currency's code. Joining moves K-Cash: it takes an
 * Idempotency-Key like every value-moving call. A tournament's title and description are an
 * operator's words: sent in the reader's language where it has them (`language`, translations.ts),
 * and operators write them with their translations, as they do a quest's or a voucher's.
 */

const IDEMPOTENT = 'Needs an Idempotency-Key header: a replay returns the first answer';

const tournamentId = z.object({ id: z.uuid() });
const currencyCode = text().min(1).max(20).describe('KCASH, the reward token code, KPOINTS or USDT');
const amountInput = text().min(1).max(64).describe("a positive decimal string, e.g. '12.50'");

export const tournamentPrize = z.object({
  fromRank: z.number().int().min(1),
  toRank: z.number().int().min(1),
  currency: z.string(),
  amount: amountString.describe('what each rank of the range wins'),
});

export const tournamentSummary = z.object({
  id: z.uuid(),
  type: z.literal(TOURNAMENT_LEADERBOARD_TYPE),
  title: z.string(),
  description: z.string(),
  game: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
  status: z.enum(TOURNAMENT_STATUSES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  concludedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  entryFee: z.object({ currency: z.string(), amount: amountString }).nullable().describe('null: free entry'),
  prizes: z.array(tournamentPrize),
  maxParticipants: z.number().int(),
  participants: z.number().int().min(0),
  placesLeft: z.number().int().min(0),
  /** The regional rule applies to it: a paid entry with prizes in a cash-convertible currency. */
  isPaidCashPrize: z.boolean(),
  /** What joining requires of a POG card (null: nothing); a card short of it is refused 403 POG_REQUIREMENT_NOT_MET. */
  ...pogRequirementFields,
  language: contentLanguage,
});
export type TournamentSummary = z.output<typeof tournamentSummary>;

/** A tournament as operators see it: its English texts and their translations as kept. */
export const adminTournament = tournamentSummary.omit({ language: true }).extend({
  translations: storedTranslations(['title', 'description']),
});
export type AdminTournament = z.output<typeof adminTournament>;

export const paidEntryRefusal = z.enum(PAID_ENTRY_REFUSALS);

/** One tournament with the caller's side of it (false / null when signed out). */
export const tournamentDetail = tournamentSummary.extend({
  joined: z.boolean(),
  myRank: z.number().int().min(1).nullable(),
  myBestScore: z.number().int().nullable(),
  /** Countries where this tournament's paid entry is refused (empty unless isPaidCashPrize). */
  blockedCountries: z.array(z.string()),
  /** Why the signed-in caller may not pay to enter; null when they may (or are signed out). */
  paidEntryRefusal: paidEntryRefusal.nullable(),
});
export type TournamentDetail = z.output<typeof tournamentDetail>;

export const leaderboardParticipant = z.object({
  rank: z.number().int().min(1),
  userId: z.uuid(),
  username: z.string().nullable(),
  bestScore: z.number().int().nullable(),
  bestAt: z.iso.datetime().nullable(),
  reportCount: z.number().int().min(0),
  prize: z.object({ currency: z.string(), amount: amountString }).nullable(),
  isMe: z.boolean(),
});
export type LeaderboardParticipant = z.output<typeof leaderboardParticipant>;

export const getTournament = defineRoute({
  ...ENDPOINTS.getTournament,
  summary:
    "One tournament (404 TOURNAMENT_NOT_FOUND), its title and description in the reader's language (English where it has none), with, for the signed-in caller, whether they joined, their rank, and whether paid entry is open to them",
  tags: ['tournaments'],
  access: 'public',
  params: tournamentId,
  querystring: noQuery,
  response: { 200: envelope(tournamentDetail) },
});

export const joinTournament = defineRoute({
  ...ENDPOINTS.joinTournament,
  summary: `Joins a tournament, upcoming or live: a fee is taken from the caller's K-Cash in the same transaction (INSUFFICIENT_BALANCE otherwise); 409 when ended, full or already joined; 403 TOURNAMENT_PAID_ENTRY_BLOCKED where paid entry with cash prizes is banned. ${IDEMPOTENT}`,
  tags: ['tournaments'],
  access: 'user',
  idempotent: true,
  params: tournamentId,
  querystring: noQuery,
  response: { 201: envelope(tournamentDetail) },
});

const prizeInput = z
  .object({
    fromRank: z.number().int().min(1).max(L.participants.max),
    toRank: z.number().int().min(1).max(L.participants.max),
    currency: currencyCode,
    amount: amountInput,
  })
  .strict();

const tournamentFields = {
  gameId: z.uuid(),
  title: text({ trim: true }).min(L.title.min).max(L.title.max),
  description: text({ multiline: true, trim: true }).max(L.description.max),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  entryFee: z
    .object({ currency: z.literal('KCASH'), amount: amountInput })
    .strict()
    .nullable()
    .describe('null: free entry; fees are paid in K-Cash'),
  prizes: z.array(prizeInput).max(L.prizeTiers.max),
  maxParticipants: z.number().int().min(L.participants.min).max(L.participants.max),
  ...pogRequirementFields,
};

/** A tournament's title and description in other languages; on a change, the whole set (the languages left out go). */
const tournamentTranslations = translationsInput({
  title: tournamentFields.title,
  description: tournamentFields.description,
});

export const adminCreateTournament = defineRoute({
  ...ENDPOINTS.adminCreateTournament,
  summary: 'Creates a tournament with its translations (PUBLISHED until it starts)',
  tags: ['tournaments', 'admin'],
  access: 'admin',
  querystring: noQuery,
  body: z
    .object({
      ...tournamentFields,
      description: tournamentFields.description.default(''),
      entryFee: tournamentFields.entryFee.default(null),
      minPogHumanScore: tournamentFields.minPogHumanScore.default(null),
      minPogTier: tournamentFields.minPogTier.default(null),
      translations: tournamentTranslations.default({}),
    })
    .strict(),
  response: { 201: envelope(adminTournament) },
});
export type AdminCreateTournamentInput = z.output<typeof adminCreateTournament.body>;

export const adminUpdateTournament = defineRoute({
  ...ENDPOINTS.adminUpdateTournament,
  summary: 'Changes a tournament before it starts (409 TOURNAMENT_ALREADY_STARTED after)',
  tags: ['tournaments', 'admin'],
  access: 'admin',
  params: tournamentId,
  querystring: noQuery,
  body: z
    .object({ ...tournamentFields, translations: tournamentTranslations })
    .partial()
    .strict(),
  response: { 200: envelope(adminTournament) },
});
export type AdminUpdateTournamentInput = z.output<typeof adminUpdateTournament.body>;

export const adminConcludeTournament = defineRoute({
  ...ENDPOINTS.adminConcludeTournament,
  summary:
    'Ends a live (or upcoming) tournament now: its leaderboard freezes and its prizes are paid (COMPLETED); concluding an ended one pays what is left, never twice',
  tags: ['tournaments', 'admin'],
  access: 'admin',
  params: tournamentId,
  querystring: noQuery,
  response: { 200: envelope(adminTournament) },
});
