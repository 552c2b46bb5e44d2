import { randomUUID } from 'node:crypto';
import type { TournamentDetail } from '@kp/contract/tournaments';
import { AppError } from '@kp/domain/errors';
import { acceptsEntries, TOURNAMENT_FEE_CURRENCY } from '@kp/domain/tournaments';
import { ledgerMemo } from '@kp/domain/ledger';
import type { Tx } from '../../db/client';
import type { ContentTexts } from '../../platform/content-language';
import type { Once } from '../../platform/idempotency';
import { type GameInfo, ENTRY_CAUSE_TYPE } from './tournaments-deps';
import type { TournamentsContext } from './tournaments-context';

/** Joining a tournament: the fee through the ledger and the place taken, in one transaction. */
export function createJoinTournament(ctx: TournamentsContext) {
  const { deps, repository, clock, asSchedule, getWithGame, refusalFor, detail } = ctx;

  /** The join itself, in the request's transaction: see `join`. */
  async function joinIn(
    tx: Tx,
    userId: string,
    id: string,
    game: GameInfo,
    texts: ContentTexts,
  ): Promise<TournamentDetail> {
    const row = await repository.lockTournament(tx, id);
    if (!row) throw new AppError('TOURNAMENT_NOT_FOUND');
    const now = clock.now();
    if (!acceptsEntries(asSchedule(row), now)) throw new AppError('TOURNAMENT_ENDED');
    if (await repository.findParticipant(id, userId, tx)) throw new AppError('TOURNAMENT_ALREADY_JOINED');
    if (row.participantCount >= row.maxParticipants) throw new AppError('TOURNAMENT_FULL');
    const prizes = await repository.listPrizes([id], tx);
    const refusal = await refusalFor(userId, row, prizes, tx);
    if (refusal)
      throw new AppError('TOURNAMENT_PAID_ENTRY_BLOCKED', { variant: refusal, details: { reason: refusal } });
    const participantId = randomUUID();
    let entryId: string | null = null;
    if (row.entryFeeAmount > 0n) {
      const pool = await deps.ledger.systemAccount(tx, 'fees', TOURNAMENT_FEE_CURRENCY);
      const entry = await deps.ledger.spendKcash(tx, {
        kind: 'spend',
        cause: { type: ENTRY_CAUSE_TYPE, id: participantId },
        userId,
        amount: row.entryFeeAmount,
        to: pool,
        memo: ledgerMemo('tournamentEntry', { title: row.title }),
        idempotencyKey: `tournament-entry:${id}:${userId}`,
      });
      entryId = entry.id;
    }
    await repository.insertParticipant(tx, {
      id: participantId,
      tournamentId: id,
      userId,
      joinedAt: now,
      entryLedgerEntryId: entryId,
    });
    return detail(id, userId, texts, tx, game);
  }

  return {
    /**
     * Joins a tournament in the request's idempotent transaction (`once`): the
     * tournament's row locked, then open (upcoming or live, not ended), a place left, not joined
     * yet, the regional rule, the fee through the ledger (INSUFFICIENT_BALANCE rolls all back),
     * and the participant. Fifty joins for ten places take turns on the lock: ten get in. The
     * answer's texts are in the reader's language (a replay's in the first request's).
     */
    async join(userId: string, id: string, once: Once, texts: ContentTexts): Promise<TournamentDetail> {
      // The game is read before the transaction (the games module reads outside it).
      const { tournament, game } = await getWithGame(id);
      // The card's facts are read outside the join's transaction (other modules' reads).
      await deps.pogGate?.(userId, tournament);
      return once((tx) => joinIn(tx, userId, id, game, texts));
    },
  };
}
