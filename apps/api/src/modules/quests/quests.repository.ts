import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@kp/domain/languages';
import type { DbOrTx } from '../../db/client';
import { withNamedStatements } from '../../db/named-statements';
import {
  questGames as games,
  questProofs,
  questStageCompletions,
  questStageEarnings,
  questStages,
  quests,
  userQuests,
} from './quests.tables';

export type NewQuest = Omit<typeof quests.$inferInsert, 'remainingSlots'> & { remainingSlots?: number };
export type QuestRow = typeof quests.$inferSelect;
export type NewQuestStage = typeof questStages.$inferInsert;
export type QuestStageRow = typeof questStages.$inferSelect;
export type NewQuestStageEarning = typeof questStageEarnings.$inferInsert;
export type QuestStageEarningRow = typeof questStageEarnings.$inferSelect;
export type UserQuestRow = typeof userQuests.$inferSelect;
export type QuestProofRow = typeof questProofs.$inferSelect;
export type StageCompletionRow = typeof questStageCompletions.$inferSelect;

type Page = { limit: number; offset: number };

/** The most rows a keyset page reads (the contract's largest page and one more, and some room). */
const MAX_PAGE_ROWS = 101;

/**
 * The game a quest belongs to, as the quest lists show it. Read in the same query as the quests
 * (one query per page): the icon is its URL, never an image kept inline (the game-image call's
 * URL, as the games module builds it), so a page never carries image bytes.
 */
const gameColumns = {
  gameSlug: games.slug,
  gameName: games.name,
  gameIconUrl: games.iconUrl,
};

export type QuestListRow = QuestRow & { gameSlug: string; gameName: string; gameIconUrl: string | null };

/** Users see the quests of live games only. */
const ofLiveGame = eq(games.status, 'live');
const newestFirst = [sql`${quests.createdAt} desc nulls last`, sql`${quests.id} desc nulls last`];

export type QuestFilter = {
  gameSlug?: string;
  isThirdPartyGame?: boolean;
  search?: string;
  /** The reader's language: a search matches its titles as well as the English ones. */
  searchLanguage?: Language;
  state?: 'upcoming' | 'live' | 'ended' | 'full';
};

/** A quest's title matching a word of a search: in English, or in the reader's language. */
function titleMatches(word: string, language: Language | undefined): SQL | undefined {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (!language || language === DEFAULT_LANGUAGE) return ilike(quests.title, pattern);
  const translated = sql`${quests.translations} -> ${language}::text ->> 'title'`;
  return or(ilike(quests.title, pattern), ilike(translated, pattern));
}

function stateCondition(state: QuestFilter['state'], now: Date): SQL | undefined {
  const notEnded = or(isNull(quests.endsAt), gt(quests.endsAt, now));
  const begun = or(isNull(quests.startsAt), lte(quests.startsAt, now));
  switch (state) {
    case undefined:
      return undefined;
    case 'ended':
      return lte(quests.endsAt, now);
    case 'upcoming':
      return and(notEnded, gt(quests.startsAt, now));
    case 'full':
      return and(notEnded, begun, eq(quests.remainingSlots, 0));
    case 'live':
      return and(notEnded, begun, gt(quests.remainingSlots, 0));
  }
}

export function createQuestsRepository(db: DbOrTx) {
  const listQuery = (tx: DbOrTx) =>
    tx
      .select({ ...getTableColumns(quests), ...gameColumns })
      .from(quests)
      .innerJoin(games, eq(games.id, quests.gameId));

  /** A page of the list under `where`, in `order`, and the number of all the quests it matches. */
  const listPage = async (tx: DbOrTx, where: SQL | undefined, order: SQL[], page: Page) => {
    const [rows, [total]] = await Promise.all([
      listQuery(tx)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ n: count() }).from(quests).innerJoin(games, eq(games.id, quests.gameId)).where(where),
    ]);
    return { rows: rows as QuestListRow[], total: total?.n ?? 0 };
  };

  /**
   * A keyset page of the v2 list, its position given as placeholders. The number of rows is written
   * into the statement: with `limit $n` the planner prices a plan it would reuse for an unknown
   * limit, and on PGlite (1000 quests, bench/quest-list.mjs) it rejected that plan and planned every
   * execution anew; with the number it reuses one plan from the sixth execution on.
   */
  const pageQuery = (tx: DbOrTx, isAfter: boolean, limit: number) =>
    tx
      .select({
        ...getTableColumns(quests),
        ...gameColumns,
        position: sql<string>`to_char(${quests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(quests)
      .innerJoin(games, eq(games.id, quests.gameId))
      .where(
        and(
          ofLiveGame,
          isAfter
            ? sql`(${quests.createdAt}, ${quests.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      // A literal (an SQL fragment; drizzle would send a number as a parameter), checked just below.
      .limit(sql.raw(String(limit)) as unknown as number);
  const pagesDb = withNamedStatements(db);
  /** The prepared pages by kind and number of rows (bounded by the contract's page size). */
  const preparedPages = new Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>();
  const preparedPage = (isAfter: boolean, limit: number) => {
    const name = `quests_list_${isAfter ? 'next' : 'first'}_page_${limit}`;
    let prepared = preparedPages.get(name);
    if (!prepared) {
      prepared = pageQuery(pagesDb, isAfter, limit).prepare(name);
      preparedPages.set(name, prepared);
    }
    return prepared;
  };

  return {
    /** Sets what a quest requires of a POG card; null when there is no such quest. */
    async setPogRequirement(
      id: string,
      values: { minPogHumanScore: number | null; minPogTier: string | null },
    ): Promise<{ id: string; minPogHumanScore: number | null; minPogTier: string | null } | null> {
      const [row] = await db.update(quests).set(values).where(eq(quests.id, id)).returning({
        id: quests.id,
        minPogHumanScore: quests.minPogHumanScore,
        minPogTier: quests.minPogTier,
      });
      return row ?? null;
    },

    async insertQuests(rows: NewQuest[], tx: DbOrTx = db): Promise<QuestRow[]> {
      if (!rows.length) return [];
      return tx
        .insert(quests)
        .values(rows.map((r) => ({ ...r, remainingSlots: r.remainingSlots ?? r.totalSlots })))
        .returning();
    },
    async insertStages(rows: NewQuestStage[], tx: DbOrTx = db): Promise<QuestStageRow[]> {
      if (!rows.length) return [];
      return tx.insert(questStages).values(rows).returning();
    },
    async insertStageEarnings(rows: NewQuestStageEarning[], tx: DbOrTx = db) {
      if (rows.length) await tx.insert(questStageEarnings).values(rows);
    },

    /** A page of a game's quests, newest first (games_quests_of_game_idx), and their total. */
    async listByGame(gameId: string, page: Page, tx: DbOrTx = db) {
      const where = eq(quests.gameId, gameId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(quests)
          .where(where)
          .orderBy(desc(quests.createdAt), desc(quests.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(quests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A quest of a live game by its id or its slug. */
    async findListed(
      idOrSlug: { id?: string; slug?: string },
      tx: DbOrTx = db,
    ): Promise<QuestListRow | null> {
      const key = idOrSlug.id ? eq(quests.id, idOrSlug.id) : eq(quests.slug, idOrSlug.slug ?? '');
      const [row] = await listQuery(tx).where(and(key, ofLiveGame));
      return (row as QuestListRow | undefined) ?? null;
    },

    async findQuest(id: string, tx: DbOrTx = db): Promise<QuestRow | null> {
      const [row] = await tx.select().from(quests).where(eq(quests.id, id));
      return row ?? null;
    },

    /** A page of the quests of live games matching the filter, newest first, and their total. */
    async listQuests(filter: QuestFilter, page: Page, now: Date, tx: DbOrTx = db) {
      const words = (filter.search ?? '').split(/\s+/).filter(Boolean);
      const where = and(
        ofLiveGame,
        filter.gameSlug ? eq(games.slug, filter.gameSlug) : undefined,
        filter.isThirdPartyGame === undefined
          ? undefined
          : eq(quests.isThirdPartyGame, filter.isThirdPartyGame),
        stateCondition(filter.state, now),
        ...words.map((word) => titleMatches(word, filter.searchLanguage)),
      );
      return listPage(tx, where, newestFirst, page);
    },

    /**
     * A keyset page of the quests of live games, newest first: one scan of quests_list_idx. The
     * position is the creation time to the microsecond (as PostgreSQL keeps it) and the id. Outside
     * a transaction it runs as a named prepared statement (one for the first page, one for the next),
     * planned once per connection, on PostgreSQL and on PGlite alike (db/named-statements.ts):
     * planning the join anew cost more than running it (bench/quest-list.mjs).
     */
    async listQuestsAfter(
      after: { createdAt: string; id: string } | null,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<(QuestListRow & { position: string })[]> {
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE_ROWS)
        throw new Error(`listQuestsAfter: limit ${limit} is not a page size`);
      const position = after ? { createdAt: after.createdAt, id: after.id } : {};
      const rows =
        tx === db
          ? await preparedPage(after !== null, limit).execute(position)
          : await pageQuery(tx, after !== null, limit).execute(position);
      return rows as (QuestListRow & { position: string })[];
    },

    /** The quests one can start at `now`, ending soonest first (no end last). */
    async listLive(page: Page, now: Date, tx: DbOrTx = db) {
      const where = and(ofLiveGame, stateCondition('live', now));
      return listPage(tx, where, [sql`${quests.endsAt} asc nulls last`, ...newestFirst], page);
    },

    async listStages(questId: string, tx: DbOrTx = db): Promise<QuestStageRow[]> {
      return tx
        .select()
        .from(questStages)
        .where(eq(questStages.questId, questId))
        .orderBy(asc(questStages.position));
    },
    async listStageEarnings(stageIds: readonly string[], tx: DbOrTx = db): Promise<QuestStageEarningRow[]> {
      if (!stageIds.length) return [];
      return tx
        .select()
        .from(questStageEarnings)
        .where(inArray(questStageEarnings.stageId, [...stageIds]))
        .orderBy(asc(questStageEarnings.currency));
    },
    async findStage(stageId: string, tx: DbOrTx = db): Promise<QuestStageRow | null> {
      const [row] = await tx.select().from(questStages).where(eq(questStages.id, stageId));
      return row ?? null;
    },
    async countStages(questIds: readonly string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (!questIds.length) return new Map();
      const rows = await tx
        .select({ questId: questStages.questId, n: count() })
        .from(questStages)
        .where(inArray(questStages.questId, [...questIds]))
        .groupBy(questStages.questId);
      return new Map(rows.map((r) => [r.questId, r.n]));
    },

    /**
     * Takes one slot: the decrement happens only while a slot is left, in one statement, so two
     * starts racing for the last slot cannot both get it (the row lock orders them; the second
     * sees 0). Returns the slots left, or null when none was left.
     */
    async takeSlot(tx: DbOrTx, questId: string): Promise<number | null> {
      const [row] = await tx
        .update(quests)
        .set({ remainingSlots: sql`${quests.remainingSlots} - 1` })
        .where(and(eq(quests.id, questId), gt(quests.remainingSlots, 0)))
        .returning({ remainingSlots: quests.remainingSlots });
      return row ? row.remainingSlots : null;
    },

    /** The user's place in the quest, or null when the user already had one (the unique key). */
    async insertUserQuest(
      tx: DbOrTx,
      values: { userId: string; questId: string; now: Date },
    ): Promise<UserQuestRow | null> {
      const [row] = await tx
        .insert(userQuests)
        .values({
          userId: values.userId,
          questId: values.questId,
          startedAt: values.now,
          scoredAt: values.now,
        })
        .onConflictDoNothing({ target: [userQuests.userId, userQuests.questId] })
        .returning();
      return row ?? null;
    },
    async findUserQuest(userId: string, questId: string, tx: DbOrTx = db): Promise<UserQuestRow | null> {
      const [row] = await tx
        .select()
        .from(userQuests)
        .where(and(eq(userQuests.userId, userId), eq(userQuests.questId, questId)));
      return row ?? null;
    },
    /** The user's quest row, locked for the rest of the transaction (stage completions of one user queue here). */
    async lockUserQuest(tx: DbOrTx, userId: string, questId: string): Promise<UserQuestRow | null> {
      const [row] = await tx
        .select()
        .from(userQuests)
        .where(and(eq(userQuests.userId, userId), eq(userQuests.questId, questId)))
        .for('update');
      return row ?? null;
    },
    async updateUserQuest(
      tx: DbOrTx,
      id: string,
      values: Partial<Pick<UserQuestRow, 'score' | 'status' | 'completedAt' | 'scoredAt'>>,
    ): Promise<UserQuestRow> {
      const [row] = await tx.update(userQuests).set(values).where(eq(userQuests.id, id)).returning();
      if (!row) throw new Error('user quest vanished');
      return row;
    },
    /** The quests these users completed, and when. */
    async listCompletedQuests(userIds: readonly string[], tx: DbOrTx = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({ userId: userQuests.userId, completedAt: userQuests.completedAt })
        .from(userQuests)
        .where(and(inArray(userQuests.userId, [...userIds]), eq(userQuests.status, 'completed')));
    },
    async listUserQuests(userId: string, page: Page, tx: DbOrTx = db) {
      const where = and(eq(userQuests.userId, userId), ofLiveGame);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ userQuest: userQuests, quest: { ...getTableColumns(quests), ...gameColumns } })
          .from(userQuests)
          .innerJoin(quests, eq(quests.id, userQuests.questId))
          .innerJoin(games, eq(games.id, quests.gameId))
          .where(where)
          .orderBy(desc(userQuests.startedAt), desc(userQuests.id))
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: count() })
          .from(userQuests)
          .innerJoin(quests, eq(quests.id, userQuests.questId))
          .innerJoin(games, eq(games.id, quests.gameId))
          .where(where),
      ]);
      return {
        rows: rows as { userQuest: UserQuestRow; quest: QuestListRow }[],
        total: total?.n ?? 0,
      };
    },
    async countCompletions(userId: string, questIds: readonly string[], tx: DbOrTx = db) {
      if (!questIds.length) return new Map<string, number>();
      const rows = await tx
        .select({ questId: questStageCompletions.questId, n: count() })
        .from(questStageCompletions)
        .where(
          and(
            eq(questStageCompletions.userId, userId),
            inArray(questStageCompletions.questId, [...questIds]),
          ),
        )
        .groupBy(questStageCompletions.questId);
      return new Map(rows.map((r) => [r.questId, r.n]));
    },

    async listCompletions(userId: string, questId: string, tx: DbOrTx = db): Promise<StageCompletionRow[]> {
      return tx
        .select()
        .from(questStageCompletions)
        .where(and(eq(questStageCompletions.userId, userId), eq(questStageCompletions.questId, questId)));
    },
    /** Records a completion; false when the stage was already completed by the user (the unique key). */
    async insertCompletion(tx: DbOrTx, values: typeof questStageCompletions.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(questStageCompletions)
        .values(values)
        .onConflictDoNothing({ target: [questStageCompletions.userId, questStageCompletions.stageId] })
        .returning({ stageId: questStageCompletions.stageId });
      return rows.length > 0;
    },

    async insertProof(tx: DbOrTx, values: typeof questProofs.$inferInsert): Promise<QuestProofRow> {
      const [row] = await tx.insert(questProofs).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async lockProof(tx: DbOrTx, proofId: string): Promise<QuestProofRow | null> {
      const [row] = await tx.select().from(questProofs).where(eq(questProofs.id, proofId)).for('update');
      return row ?? null;
    },
    async updateProof(
      tx: DbOrTx,
      proofId: string,
      values: Pick<QuestProofRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
    ): Promise<QuestProofRow> {
      const [row] = await tx.update(questProofs).set(values).where(eq(questProofs.id, proofId)).returning();
      if (!row) throw new Error('proof vanished');
      return row;
    },
    async listUserProofs(userId: string, questId: string, tx: DbOrTx = db): Promise<QuestProofRow[]> {
      return tx
        .select()
        .from(questProofs)
        .where(and(eq(questProofs.userId, userId), eq(questProofs.questId, questId)))
        .orderBy(desc(questProofs.createdAt), desc(questProofs.id));
    },
    /** The proofs of a status, oldest first (the review queue), with their quest and stage titles. */
    async listProofsByStatus(status: string, page: Page, tx: DbOrTx = db) {
      const where = eq(questProofs.status, status);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ proof: questProofs, questTitle: quests.title, stageTitle: questStages.title })
          .from(questProofs)
          .innerJoin(quests, eq(quests.id, questProofs.questId))
          .innerJoin(questStages, eq(questStages.id, questProofs.stageId))
          .where(where)
          .orderBy(asc(questProofs.createdAt), asc(questProofs.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(questProofs).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A user's rank and score on a quest's board (the order of listLeaderboard), or null. */
    async findLeaderboardStanding(questId: string, userId: string, tx: DbOrTx = db) {
      const result = (await tx.execute(sql`select rank, score from (
          select ${userQuests.userId} as user_id, ${userQuests.score} as score,
            row_number() over (order by ${userQuests.score} desc nulls last, ${userQuests.scoredAt} asc, ${userQuests.id} asc)::int as rank
          from ${userQuests} where ${userQuests.questId} = ${questId}) r
        where r.user_id = ${userId}`)) as unknown as { rows: { rank: number; score: number | null }[] };
      const [row] = result.rows;
      return row ? { rank: Number(row.rank), score: row.score === null ? null : Number(row.score) } : null;
    },

    /** A page of a quest's participants by score (user_quests_leaderboard_idx), and their number. */
    async listLeaderboard(questId: string, page: Page, tx: DbOrTx = db) {
      const where = eq(userQuests.questId, questId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(userQuests)
          .where(where)
          .orderBy(sql`${userQuests.score} desc nulls last`, asc(userQuests.scoredAt), asc(userQuests.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(userQuests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type QuestsRepository = ReturnType<typeof createQuestsRepository>;
