import type { TaskConfig, TaskErrorType } from '@kp/domain/task-config';
import type { TaskType } from '@kp/domain/tasks';
import { checkWords, type CheckCode, type CheckParam, type CheckParams } from './check-words';

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
      errorCode: CheckCode;
      /** What the words of the code name (which account, which requirement, what we saw). */
      params: Readonly<Record<string, CheckParam>>;
      /** The code's English words with its parameters (check-words.ts), never written by a validator. */
      message: string;
      evidence?: Record<string, unknown>;
    };

export type TaskValidator<T extends TaskType = TaskType> = (
  input: ValidationInput<T>,
) => Promise<ValidationOutcome>;

/** The validators of some task types (each helper module of the engine exports one of these). */
export type ValidatorSet = { [T in TaskType]?: TaskValidator<T> };

/** The parameters as kept: those given (an optional one left out is not named). */
export function keptParams(params: object): Readonly<Record<string, CheckParam>> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    CheckParam
  >;
}

/** Outcome helpers: a failure is a code and its parameters, worded by check-words.ts. */
export const passed = (evidence: Record<string, unknown> = {}): ValidationOutcome => ({ ok: true, evidence });
export function failed<C extends CheckCode>(
  errorType: TaskErrorType,
  errorCode: C,
  params: CheckParams<C>,
  evidence?: Record<string, unknown>,
): ValidationOutcome {
  const kept = keptParams(params as object);
  return {
    ok: false,
    errorType,
    errorCode,
    params: kept,
    message: checkWords(errorCode, kept as CheckParams<C>),
    ...(evidence ? { evidence } : {}),
  };
}
