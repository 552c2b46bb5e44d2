import type { QuestSummary } from '@kp/contract/quests';
import { currencyName } from '../../lib/currency-name';
import { formatCurrencyAmount } from '@kp/domain/display';
import { QUEST_STATES, type QuestState } from '@kp/domain/quests';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { LoadError } from './load-error';
import { QUEST_CARD_CLASS } from './quest-styles';
import { useQuestList } from './use-quest-list';
import { UserText } from '../../components/user-text';

function QuestCard({ quest, offer = false }: { quest: QuestSummary; offer?: boolean }) {
  const { t, language } = useTranslation();
  const { amount, currency } = quest.reward;
  const href = offer ? `/quest-details/${quest.slug}/offerwall` : `/k-quest/${quest.slug}`;
  return (
    <li className={`${QUEST_CARD_CLASS} flex flex-col gap-2`}>
      <a href={href} className="text-lg font-semibold text-indigo-300 hover:underline">
        <UserText>{quest.title}</UserText>
      </a>
      <p className="text-sm text-slate-400">
        <UserText>{quest.game.name}</UserText>
      </p>
      <p dir="auto" className="text-sm">
        {quest.description}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{t(`quests.states.${quest.state}`)}</span>
        <span>{t('quests.slotsLeft', { count: quest.remainingSlots, total: quest.totalSlots })}</span>
        <span>
          {t('quests.reward', {
            amount: formatCurrencyAmount(amount, currency, language),
            currency: currencyName(currency),
          })}
        </span>
      </p>
    </li>
  );
}

/** The quest list with filters, a page at a time. */
export function QuestList({ game, offer = false }: { game?: string; offer?: boolean }) {
  const { t } = useTranslation();
  const { list, state, setState, searchText, setSearchText, loadMore } = useQuestList({ game, offer });
  return (
    <div className="space-y-4">
      <form role="search" className="flex flex-wrap gap-3" onSubmit={(e) => e.preventDefault()}>
        <TextField
          className="min-w-0 flex-1"
          label={t('quests.search')}
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <SelectField
          label={t('quests.state')}
          value={state}
          onChange={(e) => setState(e.target.value as QuestState | '')}
        >
          <option value="">{t('quests.allStates')}</option>
          {QUEST_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`quests.states.${s}`)}
            </option>
          ))}
        </SelectField>
      </form>
      {list.state.status === 'loading' && (
        <CardGridSkeleton
          label={t('quests.loading')}
          shape="text"
          count={4}
          className="grid gap-3 sm:grid-cols-2"
        />
      )}
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
            <Button variant="secondary" onClick={loadMore}>
              {t('quests.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
