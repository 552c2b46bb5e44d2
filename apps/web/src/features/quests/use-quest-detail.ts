import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { QuestDetail, QuestStatus } from '@kp/contract/quests';
import { AppError } from '@kp/domain/errors';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { errorText } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { continueQuestAfterLogin, isPlayedInGame } from './quest-redirect';
import { getQuest, getQuestStatus, startQuest } from './quests-api';

/**
 * One quest and the signed-in user's progress in it; Start (or, for a third-party game's quest,
 * Play: started if need be, then off to the game), and after sign-in on the quest route the same
 * going on by itself (spec section 2).
 */
export function useQuestDetail(slug: string) {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const quest = useLoad(`quest:${slug}`, (signal) => getQuest(slug, signal));
  const data = quest.state.status === 'ready' ? quest.state.data : null;
  useDocumentTitle(data?.title ?? t('quests.title'));
  const signedIn = session.status === 'signed-in';
  const status = useLoad(signedIn && data ? `status:${data.id}` : null, (signal) =>
    getQuestStatus(data!.id, signal),
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
      await startQuest(q.id, startKey);
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'QUEST_ALREADY_STARTED')) {
        setStartError(e instanceof AppError ? errorText(t, e) : t('quests.loadError'));
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
  // third-party game's quest (started first, so the game's report counts) to the game. A session
  // found again as the page loads is no sign-in: the gamer coming back from the game, or opening
  // the quest from a link, stays on it (and takes no slot they did not ask for).
  useEffect(() => {
    const isRestored = session.status === 'signed-in' && session.restored === true;
    if (signedIn && !wasSignedIn.current && !isRestored && data) {
      quest.retry();
      void (async () => {
        if (isPlayedInGame(data) && !(await ensureStarted(data, false))) return;
        await goOn(data);
      })();
    }
    wasSignedIn.current = signedIn;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on the sign-in edge only
  }, [signedIn, data]);

  const progress: QuestStatus | null = status.state.status === 'ready' ? status.state.data : null;

  /** Start, or for a third-party game's quest, Play: started if need be, then off to the game. */
  const start = async (q: QuestDetail) => {
    if (!signedIn) {
      openModal('login');
      return;
    }
    const isThirdParty = isPlayedInGame(q);
    setStarting(true);
    setAlert(null);
    try {
      const started = await ensureStarted(q, progress?.hasStarted ?? false);
      if (started && isThirdParty) await goOn(q);
    } finally {
      setStarting(false);
    }
  };

  return { quest, progress, reloadStatus: status.retry, start, isStarting, startError, alert };
}
