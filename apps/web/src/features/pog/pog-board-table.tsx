import type { BoardEntry } from '@kp/contract/leaderboards';
import { formatNumber, formatPogScore } from '@kp/domain/display';

import type { PogBoardSubject } from '@kp/domain/leaderboards';
import { pogTierOf } from '@kp/domain/pog-scores';
import { useTranslation } from '../../lib/use-translation';
import { UserText } from '../../components/user-text';

/** The first letter of a name, as an avatar without a picture shows it ('?' for none). */
function initialOf(name: string | null): string {
  return name ? (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase() : '?';
}

/** A clan's logo or a gamer's avatar, else their initial; beside the name, so it says nothing more. */
export function BoardAvatar({
  name,
  imageUrl,
}: {
  name: string | null;
  imageUrl: string | null | undefined;
}) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      className="size-8 shrink-0 rounded-full bg-surface-overlay object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-overlay text-sm font-bold"
    >
      {initialOf(name)}
    </span>
  );
}

function Row({ entry, of, pinned = false }: { entry: BoardEntry; of: PogBoardSubject; pinned?: boolean }) {
  const { t, language } = useTranslation();
  const lang = language;
  const isClan = of === 'clans';
  // A gamer's row goes with their account, so a gamer without a name has not chosen one yet.
  const name = entry.name ?? t(isClan ? 'leaderboards.deletedClan' : 'pog.board.unnamed');
  const detail = isClan
    ? t('pog.board.members', { members: formatNumber(entry.members ?? 0, lang) })
    : t(`pog.tiers.${pogTierOf(entry.score)}`);
  return (
    <tr
      aria-current={entry.isMe ? 'true' : undefined}
      className={`border-t border-border ${entry.isMe ? 'bg-primary/15 font-semibold' : ''} ${pinned ? 'border-t-2 border-dashed' : ''}`}
    >
      <td className="py-2 ps-2 pe-2 text-start tabular-nums">{formatNumber(entry.rank, lang)}</td>
      <td className="min-w-0 py-2 pe-2">
        <span className="flex min-w-0 items-center gap-2">
          <BoardAvatar name={entry.name} imageUrl={entry.imageUrl} />
          <span className="min-w-0 flex-1">
            <UserText className="block truncate">{name}</UserText>
            <span className="block text-label font-normal text-text-muted">
              {detail}
              {entry.isMe && (
                <>
                  {' · '}
                  <span className="font-semibold text-primary">
                    {t(isClan ? 'leaderboards.myClan' : 'leaderboards.you')}
                  </span>
                </>
              )}
            </span>
          </span>
        </span>
      </td>
      <td className="py-2 pe-2 text-end text-lg font-bold tabular-nums">
        {isClan ? formatNumber(entry.score, lang) : formatPogScore(entry.score, lang)}
      </td>
    </tr>
  );
}

/**
 * A page of the POG leaderboard: rank, clan or gamer (their logo or avatar, name, and their
 * members or tier), POG score; the caller's own row marked, and pinned under the list when it
 * ranks below the rows shown.
 */
export function PogBoardTable({
  of,
  caption,
  rows,
  pinned,
}: {
  of: PogBoardSubject;
  caption: string;
  rows: readonly BoardEntry[];
  pinned: BoardEntry | null;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-label text-text-muted">
          <th scope="col" className="w-14 py-2 ps-2 pe-2 text-start">
            {t('leaderboards.rank')}
          </th>
          <th scope="col" className="py-2 text-start">
            {t(of === 'clans' ? 'leaderboards.clan' : 'leaderboards.gamer')}
          </th>
          <th scope="col" className="w-20 py-2 pe-2 text-end">
            {t('pog.board.score')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <Row key={entry.id} entry={entry} of={of} />
        ))}
      </tbody>
      {pinned && (
        <tfoot>
          <Row entry={pinned} of={of} pinned />
        </tfoot>
      )}
    </table>
  );
}
