import { useId } from 'react';
import { useSearch } from 'wouter';
import type { QuestSummary } from '@kp/contract/quests';
import { QUEST_LEADERBOARD_QUERY, QUEST_STATES, type QuestState } from '@kp/domain/quests';
import { useTranslation } from '../../lib/use-translation';
import { FIELD_CLASS, LABEL_CLASS, SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { Spinner } from '../../ui/spinner';
import { Leaderboard } from './leaderboard';
import { LoadError } from './load-error';
import { QUEST_CARD_CLASS } from './quest-styles';
import { useQuestList } from './use-quest-list';

function QuestCard({ quest, offer = false }: { quest: QuestSummary; offer?: boolean }) {
  const { t } = useTranslation();
  const href = offer ? `/quest-details/${quest.slug}/offerwall` : `/k-quest/${quest.slug}`;
  return (
    <li className={`${QUEST_CARD_CLASS} flex flex-col gap-2`}>
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

/** The quest list with filters, a page at a time; the leaderboard marker shows the first quest's board. */
export function QuestList({ game, offer = false }: { game?: string; offer?: boolean }) {
  const { t } = useTranslation();
  const ids = { search: useId(), state: useId() };
  const searchParams = new URLSearchParams(useSearch());
  const { list, state, setState, searchText, setSearchText, loadMore } = useQuestList({ game, offer });
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
            onChange={(e) => setState(e.target.value as QuestState | '')}
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
            <p className={QUEST_CARD_CLASS}>{t('quests.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.state.data.quests.map((q) => (
                <QuestCard key={q.id} quest={q} offer={offer} />
              ))}
            </ul>
          )}
          {list.state.data.total > list.state.data.quests.length && (
            <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={loadMore}>
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
