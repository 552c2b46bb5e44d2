import type { CampaignTask } from '@kp/contract/campaigns';
import { taskAccount } from '@kp/domain/campaigns';
import type { TaskButtonState } from '@kp/domain/tasks';
import { useTranslation } from '../../lib/use-translation';
import { failureWords } from './task-messages';
import { failureOfTask } from './task-outcome';

const ACTION_CLASS =
  'min-w-28 shrink-0 rounded-lg bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-60';
const DONE_CLASS =
  'min-w-28 shrink-0 rounded-lg bg-emerald-900 px-4 py-2 text-sm font-semibold text-emerald-100 disabled:cursor-default';
const LOCKED_CLASS =
  'min-w-28 shrink-0 rounded-lg border border-slate-600 px-4 py-2 text-sm font-semibold text-slate-300 hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300';

const STATE_CLASS: Record<CampaignTask['state'], string> = {
  locked: 'bg-slate-800 text-slate-300',
  open: 'bg-indigo-950 text-indigo-200',
  validating: 'bg-amber-950 text-amber-200',
  verified: 'bg-emerald-950 text-emerald-200',
  failed: 'bg-rose-950 text-rose-200',
};

export type TaskFlow = {
  labelOf: (task: CampaignTask) => TaskButtonState;
  isChecking: (taskId: string) => boolean;
  act: (task: CampaignTask) => void;
  explain: (task: CampaignTask) => void;
  showInfo: (task: CampaignTask) => void;
};

function TaskButton({ task, flow }: { task: CampaignTask; flow: TaskFlow }) {
  const { t } = useTranslation();
  const label = flow.labelOf(task);
  if (task.state === 'locked')
    return (
      <button
        type="button"
        className={LOCKED_CLASS}
        aria-describedby={`task-${task.id}-lock`}
        onClick={() => flow.act(task)}
      >
        <span aria-hidden="true">🔒 </span>
        {t(`campaign.button.${label}`)}
      </button>
    );
  const isDone = label === 'verified';
  const isBusy = label === 'validating';
  return (
    <button
      type="button"
      className={isDone ? DONE_CLASS : ACTION_CLASS}
      disabled={isDone || isBusy}
      aria-busy={isBusy || undefined}
      onClick={() => flow.act(task)}
    >
      {isDone && <span aria-hidden="true">✓ </span>}
      {t(`campaign.button.${label}`)}
    </button>
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
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-800 text-sm font-bold"
        >
          {task.position}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="font-semibold break-words">
            <span className="sr-only">{t('campaign.tasks.number', { number: task.position })} </span>
            {task.title}
          </h3>
          {task.description && <p className="text-sm break-words text-slate-300">{task.description}</p>}
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_CLASS[task.state]}`}>
              {flow.isChecking(task.id)
                ? t('campaign.tasks.state.validating')
                : t(`campaign.tasks.state.${task.state}`)}
            </span>
            <button
              type="button"
              className="text-slate-300 underline underline-offset-2 hover:text-white"
              onClick={() => flow.showInfo(task)}
            >
              {t('campaign.tasks.details')}
            </button>
          </p>
          {task.state === 'locked' && (
            <p id={`task-${task.id}-lock`} className="text-sm text-slate-400">
              {t('campaign.tasks.lockedText')}
            </p>
          )}
          {failure && (
            <p className="text-sm text-rose-200">
              {t('campaign.tasks.lastCheck', {
                reason: failureWords(failure, { t, language, task }).headline,
              })}{' '}
              <button
                type="button"
                className="underline underline-offset-2 hover:text-white"
                onClick={() => flow.explain(task)}
              >
                {t('campaign.tasks.why')}
              </button>
            </p>
          )}
          {task.appeal && task.state !== 'verified' && <AppealStatus appeal={task.appeal} />}
        </div>
        {canAct && <TaskButton task={task} flow={flow} />}
      </div>
    </li>
  );
}

/** The tasks of a campaign in order, each with its state and, when the user can act, its one button. */
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
  return (
    <section aria-labelledby="campaign-tasks" className="space-y-3">
      <h2 id="campaign-tasks" className="text-lg font-semibold">
        {t('campaign.tasks.heading')}
      </h2>
      {tasks.length === 0 ? (
        <p className="text-slate-300">{t('campaign.tasks.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} flow={flow} canAct={canAct} />
          ))}
        </ol>
      )}
    </section>
  );
}
