import type { CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import type { SocialAccount } from '@kp/domain/tasks';
import type { TaskFailure, TaskOutcome } from './task-outcome';

/**
 * The props of the campaign feature's modals (opened by name from the campaign page). The page
 * stays the one place that validates: a modal only asks it to, through these callbacks.
 */

/** Where the user stands with the account a task needs; null fields when not known. */
export type TaskAccountStatus = {
  account: SocialAccount;
  isLinked: boolean | null;
  /** False when this site cannot connect this account at all (no credentials). */
  isConfigured: boolean | null;
  handle: string | null;
};

export type TaskStepsProps = {
  task: CampaignTask;
  account: TaskAccountStatus | null;
  followData: TaskValidationState['followData'];
  onLinkOpened: () => void;
  onConnect: () => void;
  onValidate: (submission?: string) => void;
};

export type TaskValidationProps = {
  task: CampaignTask;
  outcome: TaskOutcome;
  onRetry: () => void;
  onConnect: () => void;
  /** After an appeal was sent: the page reads the campaign again. */
  onAppealed: () => void;
};

export type TaskInfoProps = { task: CampaignTask };

export type TaskConnectProps = {
  task: CampaignTask;
  account: SocialAccount;
  isConfigured: boolean | null;
  /** The failed check that asked for the account, if one did. */
  failure: TaskFailure | null;
  /** The campaign page's path: where the provider sends the user back. */
  returnTo: string;
  /** A wallet was linked (the page validates the task again). */
  onLinked: () => void;
};

export type TaskLockProps = {
  task: Pick<CampaignTask, 'title' | 'position'>;
  /** The earlier tasks still to complete. */
  blocking: { position: number; title: string }[];
};

export type ClaimSuccessProps = {
  amount: string;
  currency: string;
  /** The campaign claimed, for the share prompt (its page's link). */
  campaign?: { slug: string; title: string };
};
