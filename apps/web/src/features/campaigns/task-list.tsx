import type { CampaignTask } from '@kp/contract/campaigns';
import { taskAccount } from '@kp/domain/campaigns';
import type { TaskButtonState } from '@kp/domain/tasks';
import { useTranslation } from '../../lib/use-translation';
import { failureWords } from './task-messages';
import { failureOfTask } from './task-outcome';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CARD_CLASS } from '../../ui/card';

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

function TaskButton({ task, flow }: { task: CampaignTask; flow: TaskFlow }) {
  const { t } = useTranslation();
  const label = flow.labelOf(task);
  if (task.state === 'locked')
    return (
      <Button
        variant="secondary"
        className="min-w-28 shrink-0"
        aria-describedby={`task-${task.id}-lock`}
        onClick={() => flow.act(task)}
      >
        <span aria-hidden="true">🔒 </span>
        {t(`campaign.button.${label}`)}
      </Button>
    );
  const isDone = label === 'verified';
  const isBusy = label === 'validating';
  return (
    <Button
      variant={isDone ? 'success' : 'primary'}
      size="sm"
      className="min-w-28 shrink-0"
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
  return (
    <li aria-labelledby={headingId} className={`${CARD_CLASS} p-4`}>
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
            <Badge tone={STATE_TONE[flow.isChecking(task.id) ? 'validating' : task.state]}>
              {flow.isChecking(task.id)
                ? t('campaign.tasks.state.validating')
                : t(`campaign.tasks.state.${task.state}`)}
            </Badge>
            <Button variant="link" className="text-slate-300" onClick={() => flow.showInfo(task)}>
              {t('campaign.tasks.details')}
            </Button>
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
              <Button variant="link" onClick={() => flow.explain(task)}>
                {t('campaign.tasks.why')}
              </Button>
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
