import { useState } from 'react';
import type { CampaignDetail, CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import type { SocialStatus } from '@kp/contract/social';
import { taskAccount, taskButtonLabel } from '@kp/domain/campaigns';
import type { TaskButtonState } from '@kp/domain/tasks';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { isLinkFirst } from './task-links';
import { failureWords } from './task-messages';
import { validateTask } from './campaigns-api';
import type {
  TaskAccountStatus,
  TaskConnectProps,
  TaskInfoProps,
  TaskLockProps,
  TaskStepsProps,
  TaskValidationProps,
} from './task-modal-props';
import {
  failureOfTask,
  outcomeOfError,
  outcomeOfState,
  type TaskFailure,
  type TaskOutcome,
} from './task-outcome';

type Statuses = SocialStatus['socialStatuses'] | null;

const add = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/**
 * The tasks of a campaign page: each task's one button and what it does (validate, or the steps,
 * connect or lock modal first), the validation call and what its answer opens. Task states come
 * from the server: after every answer the campaign is read again (`refresh`), never guessed.
 */
export function useTaskFlow({
  campaign,
  statuses,
  refresh,
  reloadStatuses,
  returnTo,
}: {
  campaign: CampaignDetail;
  statuses: Statuses;
  refresh: () => Promise<void>;
  reloadStatuses: () => void;
  returnTo: string;
}) {
  const { t, language } = useTranslation();
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const [openedLinks, setOpenedLinks] = useState<ReadonlySet<string>>(new Set());
  // What each check looks for and the account to follow, as the last answers said.
  const [answers, setAnswers] = useState<Record<string, TaskValidationState>>({});
  const [announcement, setAnnouncement] = useState('');

  function accountStatus(task: CampaignTask): TaskAccountStatus | null {
    const account = taskAccount(task.type);
    if (!account) return null;
    const status = statuses?.[account];
    return {
      account,
      isLinked: status ? status.isActive : null,
      isConfigured: status ? status.isConfigured : null,
      handle: status?.handle ?? null,
    };
  }

  /** The task needs an action first: its account linked, or its link opened before any check. */
  function needsAction(task: CampaignTask): boolean {
    if (accountStatus(task)?.isLinked === false) return true;
    return task.state === 'open' && isLinkFirst(task) && !openedLinks.has(task.id);
  }

  function labelOf(task: CampaignTask): TaskButtonState {
    return taskButtonLabel({
      state: task.state,
      isChecking: checking.has(task.id),
      needsAction: needsAction(task),
      takesSubmission: task.submissionKind !== null,
    });
  }

  function openLock(task: CampaignTask) {
    const blocking = campaign.tasks
      .filter((other) => other.position < task.position && other.state !== 'verified')
      .map(({ position, title }) => ({ position, title }));
    openModal('taskLock', { task, blocking } satisfies TaskLockProps);
  }

  function openConnect(task: CampaignTask, failure: TaskFailure | null) {
    const account = failure?.account ?? taskAccount(task.type);
    if (!account) return openSteps(task);
    openModal('taskConnect', {
      task,
      account,
      isConfigured: statuses?.[account]?.isConfigured ?? null,
      failure,
      returnTo,
      onLinked: () => {
        reloadStatuses();
        void validate(task);
      },
    } satisfies TaskConnectProps);
  }

  function openSteps(task: CampaignTask) {
    openModal('taskSteps', {
      task,
      account: accountStatus(task),
      followData: answers[task.id]?.followData ?? null,
      onLinkOpened: () => setOpenedLinks((set) => add(set, task.id)),
      onConnect: () => openConnect(task, null),
      onValidate: (submission) => void validate(task, submission),
    } satisfies TaskStepsProps);
  }

  function openResult(task: CampaignTask, outcome: TaskOutcome) {
    openModal('taskValidation', {
      task,
      outcome,
      onRetry: () => retry(task),
      onConnect: () => openConnect(task, outcome.kind === 'failed' ? outcome.failure : null),
      onAppealed: () => void refresh(),
    } satisfies TaskValidationProps);
  }

  function retry(task: CampaignTask) {
    if (task.submissionKind) openSteps(task);
    else void validate(task);
  }

  function announce(task: CampaignTask, outcome: TaskOutcome) {
    if (outcome.kind === 'verified') setAnnouncement(t('campaign.live.verified', { title: task.title }));
    else if (outcome.kind === 'failed')
      setAnnouncement(
        t('campaign.live.failed', {
          title: task.title,
          reason: failureWords(outcome.failure, { t, language, task }).headline,
        }),
      );
    else if (outcome.kind === 'locked') setAnnouncement(t('campaign.live.locked', { title: task.title }));
    else setAnnouncement(t('campaign.live.error', { title: task.title }));
  }

  async function validate(task: CampaignTask, submission?: string) {
    setChecking((set) => add(set, task.id));
    setAnnouncement(t('campaign.live.checking', { title: task.title }));
    let outcome: TaskOutcome;
    try {
      const data = await validateTask(task.id, submission);
      setAnswers((all) => ({ ...all, [task.id]: data }));
      outcome = outcomeOfState(data, taskAccount(task.type));
    } catch (cause) {
      outcome = outcomeOfError(cause);
    }
    // The states come from the server: the next task may have unlocked, this one may be verified.
    await refresh();
    setChecking((set) => without(set, task.id));
    announce(task, outcome);
    if (outcome.kind === 'locked') return openLock(task);
    if (outcome.kind === 'failed' && outcome.failure.account) {
      reloadStatuses();
      return openConnect(task, outcome.failure);
    }
    openResult(task, outcome);
  }

  /** What the task's one button does. */
  function act(task: CampaignTask) {
    if (task.state === 'locked') return openLock(task);
    switch (labelOf(task)) {
      case 'verified':
      case 'validating':
        return;
      case 'continue':
        return accountStatus(task)?.isLinked === false ? openConnect(task, null) : openSteps(task);
      case 'completeTask':
        return openSteps(task);
      case 'revalidate':
        return retry(task);
      case 'validate':
        return void validate(task);
    }
  }

  /** The last failure of a task, explained (the row's "Why?"). */
  function explain(task: CampaignTask) {
    const failure = failureOfTask(task, taskAccount(task.type));
    if (failure) openResult(task, { kind: 'failed', failure });
  }

  function showInfo(task: CampaignTask) {
    openModal('taskInfo', { task } satisfies TaskInfoProps);
  }

  return { labelOf, isChecking: (id: string) => checking.has(id), act, explain, showInfo, announcement };
}
