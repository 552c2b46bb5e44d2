import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { LeaderboardParticipant, TournamentDetail, TournamentSummary } from '@kp/contract/tournaments';
import type { TFunction } from 'i18next';
import { formatCountdown, formatDate } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { isLanguage, toBcp47 } from '@kp/domain/languages';
import {
  PAID_ENTRY_REFUSALS,
  TOURNAMENT_LIMITS,
  TOURNAMENT_TABS,
  type PaidEntryRefusal,
  type TournamentTab,
} from '@kp/domain/tournaments';
import { refreshBalances } from '../../lib/balances';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../components/money';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { getTournament, joinTournament, listParticipants, listTournaments } from './tournaments-api';
import { CARD_CLASS } from '../../ui/card';

const CARD = `${CARD_CLASS} p-4`;
const TABS = Object.keys(TOURNAMENT_TABS) as TournamentTab[];

type Money = { currency: string; amount: string };

function useMoney() {
  const { language } = useTranslation();
  return (money: Money) => formatMoney(money.amount, money.currency, language);
}

/** Countries by their names in the reader's language ('IN' → 'India'), their codes where Intl has none. */
function countryNames(codes: readonly string[], language: string): string {
  const bcp47 = toBcp47(isLanguage(language) ? language : 'en');
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

const isRefusal = (reason: unknown): reason is PaidEntryRefusal =>
  (PAID_ENTRY_REFUSALS as readonly unknown[]).includes(reason);

/** Why a paid entry is refused, in the reader's language (the api's words are English). */
function refusalText(t: TFunction, refusal: PaidEntryRefusal): string {
  return t(`tournaments.refusal.${refusal}`);
}

/** A refused join in the reader's words: the regional rule from the locale, else the api's message. */
function joinErrorText(t: TFunction, error: AppError): string {
  if (error.code === 'TOURNAMENT_PAID_ENTRY_BLOCKED') {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    return refusalText(t, isRefusal(reason) ? reason : 'country_blocked');
  }
  return error.message;
}

function Schedule({ tournament }: { tournament: TournamentSummary }) {
  const { t, language } = useTranslation();
  const now = useNow();
  if (tournament.status === 'LIVE')
    return <p>{t('tournaments.endsIn', { time: formatCountdown(Date.parse(tournament.endsAt) - now) })}</p>;
  if (tournament.status === 'PUBLISHED')
    return (
      <p>{t('tournaments.startsIn', { time: formatCountdown(Date.parse(tournament.startsAt) - now) })}</p>
    );
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
      <p>{error.code === 'TOURNAMENT_NOT_FOUND' ? error.message : t('tournaments.loadFailed')}</p>
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
        {state.status === 'loading' && <Spinner label={t('tournaments.loading')} />}
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
                    {tournament.title}
                  </a>
                </h2>
                <p className="text-sm text-slate-400">{tournament.game.name}</p>
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
  const { t } = useTranslation();
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
  if (!rows && state.status === 'loading') return <Spinner label={t('tournaments.loading')} />;
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
                <td>{row.bestScore === null ? '–' : row.rank}</td>
                <td>
                  {row.username ?? t('tournaments.anonymous')}
                  {row.isMe && ` ${t('tournaments.you')}`}
                </td>
                <td className="text-end">{row.bestScore ?? '–'}</td>
                {showPrizes && <td className="text-end">{row.prize ? money(row.prize) : ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Joining a tournament: signed out, the sign-in first; with a fee, a confirmation first; one
 * Idempotency-Key per attempt (a retry after a lost answer is the same attempt: no second fee).
 */
function useJoin(tournament: TournamentSummary, onJoined: (joined: TournamentDetail) => void) {
  const { t } = useTranslation();
  const session = useSession();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);

  async function join() {
    setIsBusy(true);
    setError(null);
    try {
      const data = await joinTournament(tournament.id, attemptKey);
      setIsConfirming(false);
      setAttemptKey(newIdempotencyKey());
      if (tournament.entryFee) void refreshBalances();
      onJoined(data);
    } catch (cause) {
      const appError = cause instanceof AppError ? cause : new AppError('SOMETHING_WENT_WRONG');
      setIsConfirming(false);
      setError(joinErrorText(t, appError));
      // A refusal is final for this attempt; only a failure that may not have reached the api keeps the key.
      if (appError.statusCode < 500) setAttemptKey(newIdempotencyKey());
    } finally {
      setIsBusy(false);
    }
  }

  function start() {
    if (session.status !== 'signed-in') {
      openModal('login');
      return;
    }
    setError(null);
    if (tournament.entryFee) setIsConfirming(true);
    else void join();
  }

  return { isConfirming, cancel: () => setIsConfirming(false), isBusy, error, join, start };
}

/** The join button, or the fee's confirmation; and why a join was refused. */
function JoinControls({
  tournament,
  onJoined,
  fullWidth,
}: {
  tournament: TournamentSummary;
  onJoined: (joined: TournamentDetail) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { isConfirming, cancel, isBusy, error, join, start } = useJoin(tournament, onJoined);
  return (
    <div className="space-y-2">
      {isConfirming && tournament.entryFee ? (
        <div role="group" aria-label={t('tournaments.confirmTitle')} className="space-y-2">
          <p>{t('tournaments.confirmFee', { fee: money(tournament.entryFee) })}</p>
          <div className="flex flex-wrap gap-2">
            <Button loading={isBusy} onClick={() => void join()}>
              {t('tournaments.confirm')}
            </Button>
            <Button variant="secondary" disabled={isBusy} onClick={cancel}>
              {t('tournaments.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button loading={isBusy} onClick={start} fullWidth={fullWidth}>
          {tournament.entryFee
            ? t('tournaments.joinFor', { fee: money(tournament.entryFee) })
            : t('tournaments.join')}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A list card's way in: Join (or the fee's confirmation), then that the reader is in, and Play. */
function CardJoin({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const [joined, setJoined] = useState<TournamentDetail | null>(null);
  const isOpen = tournament.status === 'LIVE' || tournament.status === 'PUBLISHED';
  if (!isOpen) return null;
  if (joined)
    return (
      <div role="status" className="mt-auto space-y-2 pt-2">
        <p className="text-sm font-semibold text-emerald-300">{t('tournaments.joined')}</p>
        {joined.status === 'LIVE' && (
          <Button
            href={`/klash?game=${encodeURIComponent(joined.game.slug)}&tournament=${joined.id}`}
            fullWidth
          >
            {t('tournaments.play')}
          </Button>
        )}
      </div>
    );
  if (tournament.placesLeft === 0) return <p className="mt-auto pt-2 text-sm">{t('tournaments.full')}</p>;
  return (
    <div className="mt-auto pt-2">
      <JoinControls tournament={tournament} onJoined={setJoined} fullWidth />
    </div>
  );
}

function JoinPanel({
  tournament,
  onJoined,
}: {
  tournament: TournamentDetail;
  onJoined: (t: TournamentDetail) => void;
}) {
  const { t } = useTranslation();
  const isOpen = tournament.status === 'LIVE' || tournament.status === 'PUBLISHED';
  if (tournament.joined) {
    return (
      <div className={`${CARD} space-y-2`}>
        <p>{t('tournaments.joined')}</p>
        {/* A rank means something once there is a score to rank. */}
        {tournament.myRank !== null && tournament.myBestScore !== null && (
          <p>{t('tournaments.myRank', { rank: tournament.myRank })}</p>
        )}
        {tournament.myBestScore === null && tournament.status === 'LIVE' && (
          <p className="text-sm text-slate-300">{t('tournaments.noScoreYet')}</p>
        )}
        {tournament.status === 'LIVE' ? (
          <Button
            href={`/klash?game=${encodeURIComponent(tournament.game.slug)}&tournament=${tournament.id}`}
          >
            {t('tournaments.play')}
          </Button>
        ) : (
          tournament.status === 'PUBLISHED' && <p>{t('tournaments.playWhenLive')}</p>
        )}
      </div>
    );
  }
  if (!isOpen) return null;
  if (tournament.placesLeft === 0) return <p className={CARD}>{t('tournaments.full')}</p>;
  if (tournament.paidEntryRefusal)
    return (
      <p role="note" className={CARD}>
        {refusalText(t, tournament.paidEntryRefusal)}
        {tournament.paidEntryRefusal === 'country_unknown' && (
          <>
            {' '}
            <a href="/profile/" className="underline underline-offset-2">
              {t('tournaments.openProfile')}
            </a>
          </>
        )}
      </p>
    );
  return (
    <div className={CARD}>
      <JoinControls tournament={tournament} onJoined={onJoined} />
    </div>
  );
}

function TournamentView({ id }: { id: string }) {
  const { t, language } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { state, retry, set } = useLoad(`${id}:${signedIn}`, (signal) => getTournament(id, signal));
  useDocumentTitle(state.status === 'ready' ? state.data.title : t('tournaments.title'));
  if (state.status === 'loading') return <Spinner label={t('tournaments.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={retry} />;
  const tournament = state.data;
  return (
    <article className="space-y-4">
      <a href="/tournaments/" className="text-sm underline">
        {t('tournaments.back')}
      </a>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{tournament.title}</h1>
        <p className="text-slate-400">{tournament.game.name}</p>
        <p>{t(`tournaments.status.${tournament.status}`)}</p>
      </header>
      {tournament.description && <p>{tournament.description}</p>}
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
