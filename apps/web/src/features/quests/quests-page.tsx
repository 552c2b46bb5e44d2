import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { QuestDetail, QuestStatus, QuestSummary } from '@kp/contract/quests';
import { AppError } from '@kp/domain/errors';
import {
  PARTNER_QUEST_PAGES,
  QUEST_LEADERBOARD_QUERY,
  QUEST_STATES,
  type QuestState,
} from '@kp/domain/quests';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { SUBMISSION_VALUE_SCHEMAS } from '@kp/domain/validation';
import { normalizePath } from '@kp/domain/paths';
import { call } from '../../lib/api-client';
import { newIdempotencyKey, withIdempotencyKey } from '../../lib/idempotency-key';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { FIELD_CLASS, LABEL_CLASS, SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { Spinner } from '../../ui/spinner';
import { continueQuestAfterLogin } from './quest-redirect';

export const QUESTS_PAGE_SIZE = 20;
const BUTTON = 'rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white disabled:opacity-50';
const CARD = 'rounded-xl border border-slate-800 bg-slate-900 p-4';

/** What a path of the quest pages shows (spec section 2). */
export type QuestView =
  | { kind: 'list' }
  | { kind: 'partner'; game: string }
  | { kind: 'detail'; slug: string }
  | { kind: 'offerwall'; slug: string | null };

/** The view of a quest path: `/k-quest/`, `/k-quest/<partner>`, `/k-quest/<slug>`, `/quest-details/…`, `/offerwall/`. */
export function questViewOf(pathname: string, search: string): QuestView {
  const parts = normalizePath(pathname).split('/').filter(Boolean).map(decodeURIComponent);
  const query = new URLSearchParams(search);
  if (parts[0] === 'offerwall') return { kind: 'offerwall', slug: null };
  if (parts[0] === 'quest-details') {
    if (parts[1] && parts[2] === 'offerwall') return { kind: 'offerwall', slug: parts[1] };
    const slug = parts[1] ?? query.get('slug') ?? query.get('questId') ?? query.get('id');
    return slug ? { kind: 'detail', slug } : { kind: 'list' };
  }
  const slug = parts[1];
  if (!slug) return { kind: 'list' };
  if ((PARTNER_QUEST_PAGES as readonly string[]).includes(slug)) return { kind: 'partner', game: slug };
  return { kind: 'detail', slug };
}

function LoadError({ onRetry, message }: { onRetry: () => void; message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${CARD} space-y-3`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON_CLASS}>
        {t('quests.retry')}
      </button>
    </div>
  );
}

function QuestCard({ quest, offer = false }: { quest: QuestSummary; offer?: boolean }) {
  const { t } = useTranslation();
  const href = offer ? `/quest-details/${quest.slug}/offerwall` : `/k-quest/${quest.slug}`;
  return (
    <li className={`${CARD} flex flex-col gap-2`}>
      <a href={href} className="text-lg font-semibold text-indigo-300 hover:underline">
        {quest.title}
      </a>
      <p className="text-sm text-slate-400">{quest.game.name}</p>
      <p className="text-sm">{quest.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{t(`quests.states.${quest.state}`)}</span>
        <span>{t('quests.slotsLeft', { count: quest.remainingSlots, total: quest.totalSlots })}</span>
        <span>{t('quests.reward', { amount: quest.reward.amount, currency: quest.reward.currency })}</span>
      </p>
    </li>
  );
}

function Leaderboard({ questId }: { questId: string }) {
  const { t } = useTranslation();
  const board = useLoad(`board:${questId}`, (signal) =>
    call('getQuestLeaderboard', { params: { questId }, query: { limit: 20 } }, { signal }).then(
      (a) => a.data,
    ),
  );
  return (
    <section aria-labelledby={`board-${questId}`} className={`${CARD} space-y-2`}>
      <h2 id={`board-${questId}`} className="text-lg font-semibold">
        {t('quests.leaderboard')}
      </h2>
      {board.state.status === 'loading' && <Spinner label={t('quests.loading')} />}
      {board.state.status === 'error' && <LoadError onRetry={board.retry} message={t('quests.loadError')} />}
      {board.state.status === 'ready' &&
        (board.state.data.entries.length === 0 ? (
          <p>{t('quests.noParticipants')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th className="text-start">{t('quests.rank')}</th>
                <th className="text-start">{t('quests.player')}</th>
                <th className="text-end">{t('quests.score')}</th>
              </tr>
            </thead>
            <tbody>
              {board.state.data.entries.map((e) => (
                <tr key={e.userId}>
                  <td>{e.rank}</td>
                  <td>{e.username ?? t('quests.anonymous')}</td>
                  <td className="text-end">{e.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

/** The quest list with filters, a page at a time; the leaderboard marker shows the first quest's board. */
function QuestList({ game, offer = false }: { game?: string; offer?: boolean }) {
  const { t } = useTranslation();
  const ids = { search: useId(), state: useId() };
  const searchParams = new URLSearchParams(useSearch());
  const [state, setState] = useState<QuestState | ''>(offer ? 'live' : '');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const key = JSON.stringify({ game, state, search, pages });
  const list = useLoad(key, (signal) =>
    call(
      'filterQuests',
      {
        query: {
          limit: QUESTS_PAGE_SIZE * pages,
          offset: 0,
          ...(game ? { game } : {}),
          ...(state ? { state } : {}),
          ...(search ? { search } : {}),
        },
      },
      { signal },
    ).then((a) => a.data),
  );
  return (
    <div className="space-y-4">
      <form role="search" className="flex flex-wrap gap-3" onSubmit={(e) => e.preventDefault()}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={ids.search} className={LABEL_CLASS}>
            {t('quests.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            className={FIELD_CLASS}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.state} className={LABEL_CLASS}>
            {t('quests.state')}
          </label>
          <select
            id={ids.state}
            className={FIELD_CLASS}
            value={state}
            onChange={(e) => {
              setState(e.target.value as QuestState | '');
              setPages(1);
            }}
          >
            <option value="">{t('quests.allStates')}</option>
            {QUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`quests.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.state.status === 'loading' && <Spinner label={t('quests.loading')} />}
      {list.state.status === 'error' && <LoadError onRetry={list.retry} message={t('quests.loadError')} />}
      {list.state.status === 'ready' && (
        <>
          {list.state.data.quests.length === 0 ? (
            <p className={CARD}>{t('quests.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.state.data.quests.map((q) => (
                <QuestCard key={q.id} quest={q} offer={offer} />
              ))}
            </ul>
          )}
          {list.state.data.total > list.state.data.quests.length && (
            <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => setPages((n) => n + 1)}>
              {t('quests.loadMore')}
            </button>
          )}
          {searchParams.has(QUEST_LEADERBOARD_QUERY) && list.state.data.quests[0] && (
            <Leaderboard questId={list.state.data.quests[0].id} />
          )}
        </>
      )}
    </div>
  );
}

function ProofForm({ stage, onSent }: { stage: QuestDetail['stages'][number]; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // One key per proof the user sends (the stage and its value): a retry after a lost answer or a
  // server error sends it again, and the api answers the first success instead of a second proof.
  const keyRef = useRef<{ value: string; key: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = SUBMISSION_VALUE_SCHEMAS[stage.submissionType].safeParse(value.trim());
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('quests.invalidProof'));
      return;
    }
    setError(null);
    setSending(true);
    const sent = value.trim();
    if (keyRef.current?.value !== sent) keyRef.current = { value: sent, key: newIdempotencyKey() };
    try {
      await call(
        'submitProof',
        { body: { stageId: stage.id, submissionType: stage.submissionType, value: sent } },
        { fetch: withIdempotencyKey(keyRef.current.key) },
      );
      keyRef.current = null;
      onSent();
    } catch (e) {
      setError(e instanceof AppError ? e.message : t('quests.invalidProof'));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className={LABEL_CLASS}>
        {t('quests.proofLabel', { type: stage.submissionType })}
      </label>
      <input
        id={id}
        className={FIELD_CLASS}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        dir="ltr"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <button type="submit" className={BUTTON} disabled={isSending}>
        {isSending ? t('quests.sending') : t('quests.sendProof')}
      </button>
    </form>
  );
}

/** One quest: slots left, start, stages with their earnings and status, proofs, leaderboard. */
function QuestDetailView({ slug, offer = false }: { slug: string; offer?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const quest = useLoad(`quest:${slug}`, (signal) =>
    call('getQuest', { params: { idOrSlug: slug } }, { signal }).then((a) => a.data),
  );
  const data = quest.state.status === 'ready' ? quest.state.data : null;
  useDocumentTitle(data?.title ?? t('quests.title'));
  const signedIn = session.status === 'signed-in';
  const status = useLoad(signedIn && data ? `status:${data.id}` : null, (signal) =>
    call('getQuestStatus', { query: { questId: data!.id } }, { signal }).then((a) => a.data),
  );
  const [startError, setStartError] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  // One key for the decision to start this quest, kept for its retries: a lost answer retried
  // replays the first start (the api keeps only successes, so a refusal is judged anew).
  const [startKey] = useState(newIdempotencyKey);
  const wasSignedIn = useRef(signedIn);
  const [alert, setAlert] = useState<string | null>(null);

  /** Starts the quest unless it is; false (with the reason shown) when it could not be. */
  const ensureStarted = async (q: QuestDetail, hasStarted: boolean): Promise<boolean> => {
    if (hasStarted) return true;
    setStartError(null);
    try {
      await call('startQuest', { body: { questId: q.id } }, { fetch: withIdempotencyKey(startKey) });
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'QUEST_ALREADY_STARTED')) {
        setStartError(e instanceof AppError ? e.message : t('quests.loadError'));
        return false;
      }
    }
    storage.set(STORAGE_KEYS.hasStartedQuest, 'true');
    storage.set(STORAGE_KEYS.gameId, q.game.id);
    quest.retry();
    status.retry();
    return true;
  };
  const goOn = (q: QuestDetail) =>
    continueQuestAfterLogin(q, {
      navigate,
      assign: (url) => window.location.assign(url),
      alert: setAlert,
    });

  // Spec section 2: after sign-in on the quest route the quest refreshes, then goes on: a
  // third-party game's quest (started first, so the game's report counts) to the game.
  useEffect(() => {
    if (signedIn && !wasSignedIn.current && data) {
      quest.retry();
      void (async () => {
        if (data.isThirdPartyGame && !(await ensureStarted(data, false))) return;
        await goOn(data);
      })();
    }
    wasSignedIn.current = signedIn;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on the sign-in edge only
  }, [signedIn, data]);

  if (quest.state.status === 'loading') return <Spinner label={t('quests.loading')} />;
  if (quest.state.status === 'error')
    return (
      <LoadError
        onRetry={quest.retry}
        message={quest.state.error.code === 'QUEST_NOT_FOUND' ? t('quests.notFound') : t('quests.loadError')}
      />
    );
  const q = quest.state.data;
  const progress: QuestStatus | null = status.state.status === 'ready' ? status.state.data : null;
  const isThirdParty = q.isThirdPartyGame && Boolean(q.thirdPartyClientId);
  /** Start, or for a third-party game's quest, Play: started if need be, then off to the game. */
  const start = async () => {
    if (!signedIn) {
      openModal('login');
      return;
    }
    setStarting(true);
    setAlert(null);
    try {
      const started = await ensureStarted(q, progress?.hasStarted ?? false);
      if (started && isThirdParty) await goOn(q);
    } finally {
      setStarting(false);
    }
  };
  const hasEarned = progress?.stages.some((s) => s.status === 'completed') ?? false;
  return (
    <article className="space-y-4">
      {alert && (
        <p role="alert" className={`${CARD} text-red-300`}>
          {alert}
        </p>
      )}
      <header className="space-y-1">
        <p className="text-sm text-slate-400">{q.game.name}</p>
        <h1 className="text-2xl font-bold">{q.title}</h1>
        <p>{q.description}</p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <span>{t(`quests.states.${q.state}`)}</span>
          <span>{t('quests.slotsLeft', { count: q.remainingSlots, total: q.totalSlots })}</span>
        </p>
      </header>
      {progress?.hasStarted && <p className={CARD}>{t('quests.started')}</p>}
      {(isThirdParty || !progress?.hasStarted) && (
        <div className="space-y-2">
          {isThirdParty && <p className="text-sm">{t('quests.playHint', { game: q.game.name })}</p>}
          <button
            type="button"
            className={BUTTON}
            onClick={start}
            disabled={isStarting || q.state !== 'live'}
          >
            {isThirdParty
              ? isStarting
                ? t('quests.openingGame')
                : t('quests.play')
              : isStarting
                ? t('quests.starting')
                : t('quests.start')}
          </button>
          {startError && (
            <p role="alert" className="text-sm text-red-400">
              {startError}
            </p>
          )}
        </div>
      )}
      <section aria-labelledby="quest-stages" className="space-y-3">
        <h2 id="quest-stages" className="text-lg font-semibold">
          {offer ? t('quests.offers') : t('quests.stages')}
        </h2>
        {q.stages.length === 0 && <p>{t('quests.noStages')}</p>}
        <ol className="space-y-3">
          {q.stages.map((stage) => {
            const mine = progress?.stages.find((s) => s.stageId === stage.id);
            return (
              <li key={stage.id} className={`${CARD} space-y-2`}>
                <h3 className="font-semibold">{stage.title}</h3>
                <p className="text-sm">{stage.description}</p>
                <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('quests.earnings')}>
                  {stage.gamer_earnings.map((e) => (
                    <li key={e.id} className="rounded bg-slate-800 px-2 py-1">
                      {e.amount} {e.earningType}
                    </li>
                  ))}
                </ul>
                {mine && <p className="text-sm">{t(`quests.stageStatus.${mine.status}`)}</p>}
                {mine?.proof?.status === 'rejected' && (
                  <p className="text-sm text-red-400">
                    {t('quests.rejected', { reason: mine.proof.reason ?? '' })}
                  </p>
                )}
                {progress?.hasStarted &&
                  mine?.status === 'open' &&
                  (isThirdParty && stage.proofMethod === 'v3' ? (
                    <p className="text-sm">{t('quests.gameConfirms', { game: q.game.name })}</p>
                  ) : (
                    <ProofForm stage={stage} onSent={status.retry} />
                  ))}
              </li>
            );
          })}
        </ol>
      </section>
      {hasEarned && (
        <a href="/collect-earnings" className="inline-block font-semibold text-indigo-300 underline">
          {t('quests.collect')}
        </a>
      )}
      <Leaderboard questId={q.id} />
    </article>
  );
}

/** `/k-quest/…`, `/quest-details/…` and `/offerwall/`. */
export default function QuestsPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const view = questViewOf(location, search);
  useDocumentTitle(t('quests.title'));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 p-4">
      {view.kind === 'list' && (
        <>
          <h1 className="text-2xl font-bold">{t('quests.title')}</h1>
          <QuestList />
        </>
      )}
      {view.kind === 'partner' && (
        <>
          <h1 className="text-2xl font-bold">{t('quests.partnerTitle', { game: view.game })}</h1>
          <QuestList game={view.game} />
        </>
      )}
      {view.kind === 'detail' && <QuestDetailView slug={view.slug} />}
      {view.kind === 'offerwall' &&
        (view.slug ? (
          <QuestDetailView slug={view.slug} offer />
        ) : (
          <>
            <h1 className="text-2xl font-bold">{t('quests.offerwall')}</h1>
            <QuestList offer />
          </>
        ))}
    </div>
  );
}
