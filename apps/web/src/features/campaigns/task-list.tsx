import { Lock } from 'lucide-react';
import type { CampaignTask } from '@kp/contract/campaigns';
import { taskAccount } from '@kp/domain/campaigns';
import { formatNumber } from '@kp/domain/display';
import { toBcp47, type Language } from '@kp/domain/languages';
import type { TaskButtonState } from '@kp/domain/tasks';
import { useTranslation } from '../../lib/use-translation';
import { failureWords } from './task-messages';
import { TaskMark } from './task-mark';
import { failureOfTask } from './task-outcome';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CARD_CLASS } from '../../ui/card';
import { UserText } from '../../components/user-text';

const STATE_TONE: Record<CampaignTask['state'], BadgeTone> = {
  locked: 'neutral',
  open: 'info',
  validating: 'warning',
  verified: 'success',
  failed: 'danger',
};

export type TaskFlow = {
  labelOf: (task: CampaignTask) => TaskButtonState;
  isChecking: (taskId: string) => boolean;
  act: (task: CampaignTask) => void;
  explain: (task: CampaignTask) => void;
  showInfo: (task: CampaignTask) => void;
};

/** The id of the one line that says what unlocks the locked tasks (their buttons point to it). */
export const LOCK_MESSAGE_ID = 'campaign-tasks-lock';

// On a phone the action takes the row's width under the title; beside it from the sm breakpoint.
const ACTION_CLASS = 'w-full shrink-0 sm:w-auto sm:min-w-28';

function TaskButton({ task, flow }: { task: CampaignTask; flow: TaskFlow }) {
  const { t } = useTranslation();
  const label = flow.labelOf(task);
  // Locked: drawn as disabled (dashed, dimmed, a padlock) with the spec's label, yet a press still
  // says why (the lock modal), so it stays a real button rather than a dead one.
  if (task.state === 'locked')
    return (
      <Button
        variant="ghost"
        size="sm"
        className={`${ACTION_CLASS} cursor-not-allowed border border-dashed border-slate-600 text-slate-300 hover:text-slate-300`}
        aria-describedby={LOCK_MESSAGE_ID}
        onClick={() => flow.act(task)}
      >
        <Lock aria-hidden="true" size={16} />
        {t(`campaign.button.${label}`)}
      </Button>
    );
  const isDone = label === 'verified';
  const isBusy = label === 'validating';
  return (
    <Button
      variant={isDone ? 'success' : 'primary'}
      size="sm"
      className={ACTION_CLASS}
      disabled={isDone}
      loading={isBusy}
      onClick={() => flow.act(task)}
    >
      {isDone && <span aria-hidden="true">✓ </span>}
      {t(`campaign.button.${label}`)}
    </Button>
  );
}

function AppealStatus({ appeal }: { appeal: NonNullable<CampaignTask['appeal']> }) {
  const { t } = useTranslation();
  if (appeal.status === 'pending')
    return <p className="text-sm text-amber-200">{t('campaign.appeal.pending')}</p>;
  if (appeal.status === 'approved')
    return <p className="text-sm text-emerald-200">{t('campaign.appeal.approved')}</p>;
  return (
    <p className="text-sm text-rose-200">
      {appeal.decisionReason
        ? t('campaign.appeal.rejectedWithReason', { reason: appeal.decisionReason })
        : t('campaign.appeal.rejected')}
    </p>
  );
}

function TaskRow({ task, flow, canAct }: { task: CampaignTask; flow: TaskFlow; canAct: boolean }) {
  const { t, language } = useTranslation();
  const failure = task.state === 'failed' ? failureOfTask(task, taskAccount(task.type)) : null;
  const headingId = `task-${task.id}-title`;
  const isLocked = task.state === 'locked';
  return (
    <li
      aria-labelledby={headingId}
      className={`${CARD_CLASS} flex flex-col gap-3 p-4 sm:flex-row sm:items-start ${isLocked ? 'bg-surface-raised/60' : ''}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TaskMark type={task.type} position={task.position} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className={`font-semibold break-words ${isLocked ? 'text-slate-300' : ''}`}>
            <span className="sr-only">{t('campaign.tasks.number', { number: task.position })} </span>
            <UserText>{task.title}</UserText>
          </h3>
          {task.description && (
            <p dir="auto" className="text-sm break-words text-slate-300">
              {task.description}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <Badge tone={STATE_TONE[flow.isChecking(task.id) ? 'validating' : task.state]}>
              {flow.isChecking(task.id)
                ? t('campaign.tasks.state.validating')
                : t(`campaign.tasks.state.${task.state}`)}
            </Badge>
            <Button variant="link" className="text-slate-300" onClick={() => flow.showInfo(task)}>
              {t('campaign.tasks.details')}
            </Button>
          </p>
          {failure && (
            <p className="text-sm text-rose-200">
              {t('campaign.tasks.lastCheck', {
                reason: failureWords(failure, { t, language, task }).headline,
              })}{' '}
              <Button variant="link" onClick={() => flow.explain(task)}>
                {t('campaign.tasks.why')}
              </Button>
            </p>
          )}
          {task.appeal && task.state !== 'verified' && <AppealStatus appeal={task.appeal} />}
        </div>
      </div>
      {canAct && <TaskButton task={task} flow={flow} />}
    </li>
  );
}

/** "1, 2 and 3" in the reader's language. */
function listOf(numbers: number[], language: Language): string {
  const words = numbers.map((number) => formatNumber(number, language));
  if (typeof Intl.ListFormat !== 'function') return words.join(', ');
  return new Intl.ListFormat(toBcp47(language), { type: 'conjunction' }).format(words);
}

/**
 * The one line above the locked tasks saying what unlocks them: the unfinished tasks before the
 * first locked one (tasks unlock in order, one by one), and how many wait.
 */
export function LockMessage({ tasks }: { tasks: readonly CampaignTask[] }) {
  const { t, language } = useTranslation();
  const locked = tasks.filter((task) => task.state === 'locked');
  const first = locked[0];
  if (!first) return null;
  const blocking = tasks
    .filter((task) => task.position < first.position && task.state !== 'verified')
    .map((task) => task.position);
  const count = locked.length;
  const text =
    blocking.length === 1
      ? t('campaign.tasks.lockedOne', { number: blocking[0], count })
      : blocking.length > 1
        ? t('campaign.tasks.lockedMany', { numbers: listOf(blocking, language), count })
        : t('campaign.tasks.lockedAbove', { count });
  return (
    <p
      id={LOCK_MESSAGE_ID}
      className="flex items-center gap-2 rounded-control border border-dashed border-slate-600 px-3 py-2 text-sm text-slate-300"
    >
      <Lock aria-hidden="true" size={16} className="shrink-0" />
      {text}
    </p>
  );
}

/**
 * The tasks of a campaign in order, each with its platform's mark, its state and, when the user can
 * act, its one button (under the title on a phone); one line above the locked ones says what
 * unlocks them.
 */
export function TaskList({
  tasks,
  flow,
  canAct,
}: {
  tasks: CampaignTask[];
  flow: TaskFlow;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  // The message stands once, above the first locked task: the tasks before it, then it, then the rest.
  const firstLocked = tasks.findIndex((task) => task.state === 'locked');
  const open = firstLocked === -1 ? tasks : tasks.slice(0, firstLocked);
  const locked = firstLocked === -1 ? [] : tasks.slice(firstLocked);
  return (
    <section aria-labelledby="campaign-tasks" className="space-y-3">
      <h2 id="campaign-tasks" className="text-lg font-semibold">
        {t('campaign.tasks.heading')}
      </h2>
      {tasks.length === 0 ? (
        <p className="text-slate-300">{t('campaign.tasks.empty')}</p>
      ) : (
        <>
          <ol className="space-y-3">
            {open.map((task) => (
              <TaskRow key={task.id} task={task} flow={flow} canAct={canAct} />
            ))}
          </ol>
          {locked.length > 0 && (
            <>
              <LockMessage tasks={tasks} />
              <ol start={locked[0]!.position} className="space-y-3">
                {locked.map((task) => (
                  <TaskRow key={task.id} task={task} flow={flow} canAct={canAct} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
