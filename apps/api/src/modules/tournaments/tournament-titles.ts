import { isUuid } from '@kp/domain/ids';
import { prizeRankOf, tournamentPrizeTitle } from '@kp/domain/earning-titles';
import { DEFAULT_LANGUAGE } from '@kp/domain/languages';
import type { DbOrTx } from '../../db/client';
import { translatedTitles, type ContentTexts } from '../../platform/content-language';
import type { TournamentsRepository } from './tournaments.repository';
import { PRIZE_SOURCE } from './tournaments-deps';

type Texts = Pick<TournamentsRepository, 'listParticipantTitles'>;

/**
 * What a tournament's prizes are called in a reader's language: "<title>: rank <n>" as the
 * conclusion awarded it in English (conclude-tournament.ts), worded in the reader's language with
 * the tournament's title in it where it has one. Keyed by the earnings' source ids (participants);
 * only the prizes of a tournament that still names them so (an earning cut short to fit keeps its
 * words, as does every earning for an English reader).
 */
export function createTournamentEarningTitles(texts: Texts) {
  return async function earningTitles(
    earnings: readonly { source: string; sourceId: string; title: string }[],
    reader: ContentTexts,
    tx?: DbOrTx,
  ): Promise<ReadonlyMap<string, string>> {
    const titles = new Map<string, string>();
    if (reader.language === DEFAULT_LANGUAGE) return titles;
    // An operator's award may name any source id; a prize's is its participant's.
    const prizes = earnings.filter((e) => e.source === PRIZE_SOURCE && isUuid(e.sourceId));
    const rows = await texts.listParticipantTitles(
      prizes.map((e) => e.sourceId),
      tx,
    );
    const byParticipant = new Map(rows.map((row) => [row.participantId, row]));
    for (const earning of prizes) {
      const tournament = byParticipant.get(earning.sourceId);
      const rank = tournament ? prizeRankOf(earning.title, tournament.title) : null;
      if (!tournament || rank === null) continue;
      const title = reader.pick<'title'>({ title: tournament.title }, tournament.translations).title;
      const worded = tournamentPrizeTitle(title, rank, reader.language);
      // The words around the title are the reader's even when the title is not (as a welcome gift's).
      titles.set(
        earning.sourceId,
        reader.pick<'title'>({ title: earning.title }, { [reader.language]: { title: worded } }).title,
      );
    }
    return titles;
  };
}
export type TournamentEarningTitles = ReturnType<typeof createTournamentEarningTitles>;

/**
 * The titles of the tournaments these entries (participants) paid into, where they have them in
 * the reader's language: an entry fee's movement names its tournament ("Tournament entry: …").
 */
export function createTournamentEntryTitles(texts: Texts) {
  return async function entryTitles(
    participantIds: readonly string[],
    reader: ContentTexts,
  ): Promise<ReadonlyMap<string, string>> {
    const rows = await texts.listParticipantTitles(participantIds);
    return translatedTitles(
      reader,
      rows.map((row) => ({ key: row.participantId, title: row.title, translations: row.translations })),
    );
  };
}
export type TournamentEntryTitles = ReturnType<typeof createTournamentEntryTitles>;
