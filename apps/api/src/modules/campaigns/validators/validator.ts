import type { TaskConfig, TaskErrorType } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';

/**
 * The task validation engine's one contract: a validator per task type looks at the outside world
 * (through a provider adapter) or at the platform's own records, and says whether the user did the
 * task. It never passes a task it could not check (no credentials, a provider down: a failure with
 * that reason). It reads nothing of other modules' tables: it gets ports (services) instead.
 */

export type TaskUnderValidation<T extends TaskType = TaskType> = {
  id: string;
  campaignId: string;
  type: T;
  title: string;
  /** The task's settings, already parsed with TASK_CONFIG_SCHEMAS[type]. */
  config: TaskConfig<T>;
};

export type ValidationInput<T extends TaskType = TaskType> = {
  userId: string;
  task: TaskUnderValidation<T>;
  /** What the user typed, for task types in TASK_SUBMISSION_KIND (a link to their post, a code). */
  submission?: string | undefined;
  now: Date;
};

/** What a validator found; `evidence` is what we checked and saw, shown to the user and kept for appeals. */
export type ValidationOutcome =
  | { ok: true; evidence: Record<string, unknown> }
  | {
      ok: false;
      errorType: TaskErrorType;
      /** A stable code for the screen and the tests (e.g. X_NOT_FOLLOWING, WALLET_BALANCE_TOO_LOW). */
      errorCode: string;
      /** In words the user can act on: which account, which requirement, what we saw. */
      message: string;
      evidence?: Record<string, unknown>;
    };

export type TaskValidator<T extends TaskType = TaskType> = (
  input: ValidationInput<T>,
) => Promise<ValidationOutcome>;

/** The validators of some task types (each helper module of the engine exports one of these). */
export type ValidatorSet = { [T in TaskType]?: TaskValidator<T> };

/** Outcome helpers, so every validator words its answers the same way. */
export const passed = (evidence: Record<string, unknown> = {}): ValidationOutcome => ({ ok: true, evidence });
export const failed = (
  errorType: TaskErrorType,
  errorCode: string,
  message: string,
  evidence?: Record<string, unknown>,
): ValidationOutcome => ({ ok: false, errorType, errorCode, message, ...(evidence ? { evidence } : {}) });
