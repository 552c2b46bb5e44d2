import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { TournamentDetail, TournamentSummary } from '@kp/contract/tournaments';
import { AppError } from '@kp/domain/errors';
import { PAID_ENTRY_REFUSALS, type PaidEntryRefusal } from '@kp/domain/tournaments';
import { refreshBalances } from '../../lib/user-data';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../components/money';
import { Button } from '../../ui/button';
import { CARD_CLASS } from '../../ui/card';
import { joinTournament } from './tournaments-api';
import { errorText } from '../../lib/messages';

/** Joining a tournament, from its card in the list or its own page, and why a paid entry is refused. */

const CARD = `${CARD_CLASS} p-4`;

export type Money = { currency: string; amount: string };

/** An amount with its currency's name, in the reader's language. */
export function useMoney() {
  const { language } = useTranslation();
  return (money: Money) => formatMoney(money.amount, money.currency, language);
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
  return errorText(t, error);
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
export function CardJoin({ tournament }: { tournament: TournamentSummary }) {
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

/** The tournament page's way in: Join, the refusal in words, or that the reader is in (their rank once they scored). */
export function JoinPanel({
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
