import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { LeaderboardParticipant, TournamentDetail, TournamentSummary } from '@kp/contract/tournaments';
import { AppError } from '@kp/domain/errors';
import { toBcp47, type Language } from '@kp/domain/languages';
import { TOURNAMENT_LIMITS, TOURNAMENT_TABS, type TournamentTab } from '@kp/domain/tournaments';
import { errorText } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { CardGridSkeleton, DetailSkeleton, TableSkeleton } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { CardJoin, JoinPanel, useMoney } from './tournament-join';
import { getTournament, listParticipants, listTournaments } from './tournaments-api';
import { CARD_CLASS } from '../../ui/card';
import { UserText } from '../../components/user-text';
import { formatDate, formatRelative } from '../../lib/dates';
import { formatNumber } from '@kp/domain/display';

const CARD = `${CARD_CLASS} p-4`;
const TABS = Object.keys(TOURNAMENT_TABS) as TournamentTab[];

/** Countries by their names in the reader's language ('IN' → 'India'), their codes where Intl has none. */
function countryNames(codes: readonly string[], language: Language): string {
  const bcp47 = toBcp47(language);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([bcp47], { type: 'region' });
  } catch {
    names = null;
  }
  const words = codes.map((code) => names?.of(code) ?? code);
  return typeof Intl.ListFormat === 'function'
    ? new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(words)
    : words.join(', ');
}

function Schedule({ tournament }: { tournament: TournamentSummary }) {
  const { t, language } = useTranslation();
  const now = useNow();
  // A moment the status has not caught up with yet reads as now, never as past.
  const ahead = (moment: string) => formatRelative(Math.max(Date.parse(moment), now), now, language);
  if (tournament.status === 'LIVE')
    return <p>{t('tournaments.endsIn', { when: ahead(tournament.endsAt) })}</p>;
  if (tournament.status === 'PUBLISHED')
    return <p>{t('tournaments.startsIn', { when: ahead(tournament.startsAt) })}</p>;
  return (
    <p>
      {t('tournaments.ran', {
        from: formatDate(tournament.startsAt, language),
        to: formatDate(tournament.endsAt, language),
      })}
    </p>
  );
}

function Prizes({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (tournament.prizes.length === 0) return <p>{t('tournaments.noPrizes')}</p>;
  return (
    <ul className="text-sm">
      {tournament.prizes.map((prize) => (
        <li key={prize.fromRank}>
          {prize.fromRank === prize.toRank
            ? t('tournaments.prizeRank', { rank: prize.fromRank, prize: money(prize) })
            : t('tournaments.prizeRanks', { from: prize.fromRank, to: prize.toRank, prize: money(prize) })}
        </li>
      ))}
    </ul>
  );
}

function Entry({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p>
      {tournament.entryFee
        ? t('tournaments.fee', { fee: money(tournament.entryFee) })
        : t('tournaments.free')}
    </p>
  );
}

function LoadError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${CARD} space-y-3`}>
      <p>{error.code === 'TOURNAMENT_NOT_FOUND' ? errorText(t, error) : t('tournaments.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('tournaments.retry')}
      </Button>
    </div>
  );
}

function TournamentList() {
  const { t } = useTranslation();
  useDocumentTitle(t('tournaments.title'));
  const [tab, setTab] = useState<TournamentTab>('live');
  const statuses = TOURNAMENT_TABS[tab];
  const { state, retry } = useLoad(tab, (signal) => listTournaments(statuses, signal));
  return (
    <>
      <Tabs
        label={t('tournaments.tabs')}
        tabs={TABS.map((name) => ({ id: name, label: t(`tournaments.tab.${name}`) }))}
        selected={tab}
        onSelect={setTab}
        panelClassName="space-y-3"
      >
        {state.status === 'loading' && (
          <CardGridSkeleton
            label={t('tournaments.loading')}
            shape="text"
            count={4}
            className="grid gap-3 sm:grid-cols-2"
          />
        )}
        {state.status === 'error' && <LoadError error={state.error} onRetry={retry} />}
        {state.status === 'ready' && state.data.length === 0 && <p>{t(`tournaments.empty.${tab}`)}</p>}
        {state.status === 'ready' && (
          <ul className="grid gap-3 sm:grid-cols-2">
            {state.data.map((tournament) => (
              <li key={tournament.id} className={`${CARD} flex flex-col gap-1`}>
                <h2 className="text-lg font-semibold">
                  <a
                    href={`/tournaments/?id=${tournament.id}`}
                    className="underline-offset-2 hover:underline"
                  >
                    <UserText>{tournament.title}</UserText>
                  </a>
                </h2>
                <p dir="auto" className="text-sm text-slate-400">
                  {tournament.game.name}
                </p>
                <Schedule tournament={tournament} />
                <Entry tournament={tournament} />
                <Prizes tournament={tournament} />
                {tournament.status !== 'CONCLUDED' && tournament.status !== 'COMPLETED' && (
                  <p className="text-sm">
                    {t('tournaments.placesLeft', {
                      left: tournament.placesLeft,
                      total: tournament.maxParticipants,
                    })}
                  </p>
                )}
                <CardJoin tournament={tournament} />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </>
  );
}

/** Whether the page is visible (a hidden tab does not poll). */
function useIsVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

function Leaderboard({ tournament, signedIn }: { tournament: TournamentDetail; signedIn: boolean }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const visible = useIsVisible();
  const [tick, setTick] = useState(0);
  const isLive = tournament.status === 'LIVE';
  useEffect(() => {
    if (!isLive || !visible) return;
    const timer = setInterval(() => setTick((n) => n + 1), TOURNAMENT_LIMITS.leaderboardPollMs);
    return () => clearInterval(timer);
  }, [isLive, visible]);
  const [rows, setRows] = useState<{
    participants: LeaderboardParticipant[];
    me: LeaderboardParticipant | null;
  } | null>(null);
  const { state, retry } = useLoad(`${tournament.id}:${signedIn}:${tick}`, (signal) =>
    listParticipants(tournament.id, signal),
  );
  // The last board read stays on screen while the next poll loads (no flash of a spinner every 5 s).
  if (state.status === 'ready' && rows !== state.data) setRows(state.data);
  const showPrizes = tournament.status === 'CONCLUDED' || tournament.status === 'COMPLETED';
  if (!rows && state.status === 'loading')
    return (
      <TableSkeleton label={t('tournaments.loading')} columns={showPrizes ? 4 : 3}>
        <Skeleton className="h-7 w-40 rounded-control" />
      </TableSkeleton>
    );
  if (!rows && state.status === 'error') return <LoadError error={state.error} onRetry={retry} />;
  if (!rows) return null;
  const shown =
    rows.me && !rows.participants.some((p) => p.isMe) ? [...rows.participants, rows.me] : rows.participants;
  return (
    <section aria-labelledby="tournament-board" className="space-y-2">
      <h2 id="tournament-board" className="text-lg font-semibold">
        {showPrizes ? t('tournaments.results') : t('tournaments.leaderboard')}
      </h2>
      {shown.length === 0 ? (
        <p>{t('tournaments.noParticipants')}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('tournaments.rank')}
              </th>
              <th scope="col" className="text-start">
                {t('tournaments.player')}
              </th>
              <th scope="col" className="text-end">
                {t('tournaments.score')}
              </th>
              {showPrizes && (
                <th scope="col" className="text-end">
                  {t('tournaments.prize')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.userId}
                className={row.isMe ? 'bg-indigo-950 font-semibold' : undefined}
                aria-current={row.isMe ? 'true' : undefined}
              >
                <td>{row.bestScore === null ? '–' : formatNumber(row.rank, language)}</td>
                <td>
                  <UserText>{row.username ?? t('tournaments.anonymous')}</UserText>
                  {row.isMe && ` ${t('tournaments.you')}`}
                </td>
                <td className="text-end">
                  {row.bestScore === null ? '–' : formatNumber(row.bestScore, language)}
                </td>
                {showPrizes && <td className="text-end">{row.prize ? money(row.prize) : ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TournamentView({ id }: { id: string }) {
  const { t, language } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { state, retry, set } = useLoad(`${id}:${signedIn}`, (signal) => getTournament(id, signal));
  useDocumentTitle(state.status === 'ready' ? state.data.title : t('tournaments.title'));
  if (state.status === 'loading') return <DetailSkeleton label={t('tournaments.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={retry} />;
  const tournament = state.data;
  return (
    <article className="space-y-4">
      <a href="/tournaments/" className="text-sm underline">
        {t('tournaments.back')}
      </a>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">
          <UserText>{tournament.title}</UserText>
        </h1>
        <p className="text-slate-400">
          <UserText>{tournament.game.name}</UserText>
        </p>
        <p>{t(`tournaments.status.${tournament.status}`)}</p>
      </header>
      {tournament.description && <p dir="auto">{tournament.description}</p>}
      <div className={`${CARD} space-y-1`}>
        <Schedule tournament={tournament} />
        <Entry tournament={tournament} />
        <Prizes tournament={tournament} />
        <p className="text-sm">
          {t('tournaments.placesLeft', { left: tournament.placesLeft, total: tournament.maxParticipants })}
        </p>
        {/* The rule for everyone; a reader it refuses reads it once, in the join panel's words. */}
        {tournament.isPaidCashPrize &&
          tournament.blockedCountries.length > 0 &&
          !tournament.paidEntryRefusal && (
            <p className="text-sm text-amber-300">
              {t('tournaments.regionalRule', {
                countries: countryNames(tournament.blockedCountries, language),
              })}
            </p>
          )}
      </div>
      <JoinPanel tournament={tournament} onJoined={set} />
      <Leaderboard
        key={`${tournament.id}:${tournament.joined}`}
        tournament={tournament}
        signedIn={signedIn}
      />
    </article>
  );
}

/** `/tournaments/`: the list by Live / Upcoming / Past, and `?id=` one tournament. */
export default function TournamentsPage() {
  const { t } = useTranslation();
  const id = new URLSearchParams(useSearch()).get('id');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {id ? (
        <TournamentView id={id} />
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('tournaments.title')}</h1>
          <TournamentList />
        </>
      )}
    </div>
  );
}
