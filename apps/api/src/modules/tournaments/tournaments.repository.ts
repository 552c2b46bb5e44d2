import { and, asc, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TournamentStatus } from '@kp/domain/tournaments';
import type { DbOrTx } from '../../db/client';
import { tournamentParticipants, tournamentPrizes, tournaments } from './tournaments.tables';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type PrizeRow = typeof tournamentPrizes.$inferSelect;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;
export type RankedParticipantRow = ParticipantRow & { rank: number };

type Page = { limit: number; offset: number };

/**
 * The status the schedule gives a row at `now`, in SQL (domain's tournamentStatusAt): the job
 * writes it, and until it runs the lists already show a started tournament as live.
 */
function statusIs(status: TournamentStatus, now: Date): SQL {
  const open = inArray(tournaments.status, ['PUBLISHED', 'LIVE']);
  switch (status) {
    case 'PUBLISHED':
      return and(eq(tournaments.status, 'PUBLISHED'), gt(tournaments.startsAt, now))!;
    case 'LIVE':
      return and(open, lte(tournaments.startsAt, now), gt(tournaments.endsAt, now))!;
    case 'CONCLUDED':
      return or(eq(tournaments.status, 'CONCLUDED'), and(open, lte(tournaments.endsAt, now)))!;
    case 'COMPLETED':
      return eq(tournaments.status, 'COMPLETED');
  }
}

/** Live first (ending soonest), then upcoming (starting soonest), then past (latest first). */
function scheduleOrder(now: Date): SQL[] {
  const iso = now.toISOString();
  const phase = sql`case
    when ${tournaments.status} in ('PUBLISHED', 'LIVE') and ${tournaments.endsAt} > ${iso}::timestamptz
      then case when ${tournaments.startsAt} <= ${iso}::timestamptz then 0 else 1 end
    else 2 end`;
  return [
    sql`${phase}`,
    sql`case when ${phase} = 0 then ${tournaments.endsAt} when ${phase} = 1 then ${tournaments.startsAt} end asc`,
    sql`${tournaments.endsAt} desc`,
    asc(tournaments.id),
  ];
}

/** The ranking rule of packages/domain/src/tournaments.ts (compareEntries), as SQL. */
const RANKING = sql`${tournamentParticipants.bestScore} desc nulls last, ${tournamentParticipants.bestAt} asc nulls last, ${tournamentParticipants.joinedAt} asc, ${tournamentParticipants.userId} asc`;

export function createTournamentsRepository(db: DbOrTx) {
  async function listWithGame(where: SQL | undefined, order: SQL[], page: Page, tx: DbOrTx) {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(tournaments)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ n: count() }).from(tournaments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    async insertTournament(values: NewTournament, tx: DbOrTx = db): Promise<TournamentRow> {
      const [row] = await tx.insert(tournaments).values(values).returning();
      return row!;
    },

    async updateTournament(
      id: string,
      values: Partial<NewTournament>,
      tx: DbOrTx = db,
    ): Promise<TournamentRow | null> {
      const [row] = await tx.update(tournaments).set(values).where(eq(tournaments.id, id)).returning();
      return row ?? null;
    },

    async findTournament(id: string, tx: DbOrTx = db): Promise<TournamentRow | null> {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id));
      return row ?? null;
    },

    /** The tournament's row locked for a change (a join, a conclusion): they take turns. */
    async lockTournament(tx: DbOrTx, id: string): Promise<TournamentRow | null> {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The tournament's row under a shared lock: scores recorded under it cannot cross a
     * conclusion (which takes the row for update), so a frozen leaderboard stays frozen.
     */
    async shareTournament(tx: DbOrTx, id: string): Promise<TournamentRow | null> {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('share');
      return row ?? null;
    },

    listByGame(input: { gameId?: string; now: Date } & Page, tx: DbOrTx = db) {
      return listWithGame(
        input.gameId ? eq(tournaments.gameId, input.gameId) : undefined,
        scheduleOrder(input.now),
        input,
        tx,
      );
    },

    listByStatus(input: { status: TournamentStatus; now: Date } & Page, tx: DbOrTx = db) {
      const order: Record<TournamentStatus, SQL[]> = {
        PUBLISHED: [asc(tournaments.startsAt), asc(tournaments.id)],
        LIVE: [asc(tournaments.endsAt), asc(tournaments.id)],
        CONCLUDED: [sql`${tournaments.endsAt} desc`, asc(tournaments.id)],
        COMPLETED: [sql`${tournaments.endsAt} desc`, asc(tournaments.id)],
      };
      return listWithGame(statusIs(input.status, input.now), order[input.status], input, tx);
    },

    /** The ids of tournaments the schedule has moved on: started but PUBLISHED, ended but open, or CONCLUDED. */
    async listDue(now: Date, tx: DbOrTx = db): Promise<{ id: string; status: string }[]> {
      return tx
        .select({ id: tournaments.id, status: tournaments.status })
        .from(tournaments)
        .where(
          or(
            and(eq(tournaments.status, 'PUBLISHED'), lte(tournaments.startsAt, now)),
            and(eq(tournaments.status, 'LIVE'), lte(tournaments.endsAt, now)),
            eq(tournaments.status, 'CONCLUDED'),
          ),
        )
        .orderBy(asc(tournaments.endsAt))
        .limit(100);
    },

    async replacePrizes(
      tx: DbOrTx,
      tournamentId: string,
      prizes: Omit<typeof tournamentPrizes.$inferInsert, 'tournamentId'>[],
    ): Promise<void> {
      await tx.delete(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, tournamentId));
      if (prizes.length)
        await tx.insert(tournamentPrizes).values(prizes.map((p) => ({ ...p, tournamentId })));
    },

    async listPrizes(tournamentIds: readonly string[], tx: DbOrTx = db): Promise<PrizeRow[]> {
      if (tournamentIds.length === 0) return [];
      return tx
        .select()
        .from(tournamentPrizes)
        .where(inArray(tournamentPrizes.tournamentId, [...tournamentIds]))
        .orderBy(asc(tournamentPrizes.fromRank));
    },

    async findParticipant(
      tournamentId: string,
      userId: string,
      tx: DbOrTx = db,
    ): Promise<ParticipantRow | null> {
      const [row] = await tx
        .select()
        .from(tournamentParticipants)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, tournamentId),
            eq(tournamentParticipants.userId, userId),
          ),
        );
      return row ?? null;
    },

    /** Adds a participant and counts them on the tournament (the caller holds its row lock). */
    async insertParticipant(
      tx: DbOrTx,
      values: typeof tournamentParticipants.$inferInsert,
    ): Promise<ParticipantRow> {
      const [row] = await tx.insert(tournamentParticipants).values(values).returning();
      await tx
        .update(tournaments)
        .set({ participantCount: sql`${tournaments.participantCount} + 1` })
        .where(eq(tournaments.id, values.tournamentId));
      return row!;
    },

    /**
     * Counts a report and keeps the best score in one statement: a higher score replaces the
     * best and its time; an equal or lower one only counts (whoever reached a score first keeps
     * it). Null when the user is not a participant.
     */
    async recordScore(
      tx: DbOrTx,
      input: { tournamentId: string; userId: string; score: number; at: Date },
    ): Promise<ParticipantRow | null> {
      const isBetter = sql`(${tournamentParticipants.bestScore} is null or ${input.score} > ${tournamentParticipants.bestScore})`;
      const [row] = await tx
        .update(tournamentParticipants)
        .set({
          reportCount: sql`${tournamentParticipants.reportCount} + 1`,
          bestScore: sql`case when ${isBetter} then ${input.score}::int else ${tournamentParticipants.bestScore} end`,
          bestAt: sql`case when ${isBetter} then ${input.at.toISOString()}::timestamptz else ${tournamentParticipants.bestAt} end`,
        })
        .where(
          and(
            eq(tournamentParticipants.tournamentId, input.tournamentId),
            eq(tournamentParticipants.userId, input.userId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A page of the ranking (rank 1 first), with the number of participants. */
    async listRanked(
      tournamentId: string,
      page: Page,
      tx: DbOrTx = db,
    ): Promise<{ rows: RankedParticipantRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            participant: tournamentParticipants,
            rank: sql<number>`(row_number() over (order by ${RANKING}))::int`,
          })
          .from(tournamentParticipants)
          .where(eq(tournamentParticipants.tournamentId, tournamentId))
          .orderBy(sql`${RANKING}`)
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: count() })
          .from(tournamentParticipants)
          .where(eq(tournamentParticipants.tournamentId, tournamentId)),
      ]);
      return { rows: rows.map((r) => ({ ...r.participant, rank: r.rank })), total: total?.n ?? 0 };
    },

    /** The rank of one participant: one more than those ranked before them. */
    async rankOf(participant: ParticipantRow, tx: DbOrTx = db): Promise<number> {
      const p = tournamentParticipants;
      const before =
        participant.bestScore === null
          ? and(
              sql`(${p.bestScore} is not null or ${p.joinedAt} < ${participant.joinedAt.toISOString()}::timestamptz
                or (${p.joinedAt} = ${participant.joinedAt.toISOString()}::timestamptz and ${p.userId} < ${participant.userId}))`,
            )
          : sql`(${p.bestScore} > ${participant.bestScore}
              or (${p.bestScore} = ${participant.bestScore} and (${p.bestAt} < ${participant.bestAt!.toISOString()}::timestamptz
                or (${p.bestAt} = ${participant.bestAt!.toISOString()}::timestamptz and (${p.joinedAt} < ${participant.joinedAt.toISOString()}::timestamptz
                  or (${p.joinedAt} = ${participant.joinedAt.toISOString()}::timestamptz and ${p.userId} < ${participant.userId}))))))`;
      const [row] = await tx
        .select({ n: count() })
        .from(p)
        .where(and(eq(p.tournamentId, participant.tournamentId), before));
      return (row?.n ?? 0) + 1;
    },

    /** The title (and its translations) of each of these participants' tournaments: what their entries and prizes are called. */
    async listParticipantTitles(participantIds: readonly string[], tx: DbOrTx = db) {
      if (participantIds.length === 0) return [];
      return tx
        .select({
          participantId: tournamentParticipants.id,
          title: tournaments.title,
          translations: tournaments.translations,
        })
        .from(tournamentParticipants)
        .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
        .where(inArray(tournamentParticipants.id, [...participantIds]));
    },

    /** Every participant with a score, ranked: the prize list of a conclusion. */
    async listScoredRanked(tournamentId: string, tx: DbOrTx): Promise<ParticipantRow[]> {
      return tx
        .select()
        .from(tournamentParticipants)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, tournamentId),
            sql`${tournamentParticipants.bestScore} is not null`,
          ),
        )
        .orderBy(sql`${RANKING}`);
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
