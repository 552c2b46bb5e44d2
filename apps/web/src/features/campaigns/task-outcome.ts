import type { CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import { AppError } from '@kp/domain/errors';
import type { TaskErrorType } from '@kp/domain/task-config';
import type { SocialAccount } from '@kp/domain/tasks';
import { retryAfterOf } from '../../lib/messages';

/** A failed check as the screen words it: why (type, code and its parameters), what we saw. */
export type TaskFailure = {
  errorType: TaskErrorType;
  errorCode: string;
  /** What the code's words name (an account, a post, a count): the screen words the code with them. */
  params?: Record<string, unknown>;
  /** RATE_LIMITED: the named limit (the catalogue's case of the code), if the answer names one. */
  variant?: string | undefined;
  evidence: Record<string, unknown>;
  canRetry: boolean;
  canAppeal: boolean;
  /** RATE_LIMITED: seconds to wait before the next check. */
  retryAfterSeconds: number | null;
  /** The account to connect, when the failure is one (ACCOUNT_NOT_LINKED). */
  account: SocialAccount | null;
};

/** What came of asking to validate a task. */
export type TaskOutcome =
  | { kind: 'verified' }
  | { kind: 'failed'; failure: TaskFailure }
  | { kind: 'locked' }
  | { kind: 'error'; error: AppError };

// The account a code like X_NOT_LINKED or WALLET_NOT_LINKED names.
const CODE_ACCOUNTS: Record<string, SocialAccount> = {
  X: 'twitter',
  TWITTER: 'twitter',
  DISCORD: 'discord',
  GOOGLE: 'google',
  STEAM: 'steam',
  TELEGRAM: 'telegram',
  WALLET: 'wallet',
  EVM: 'wallet',
};

/** The account a failure asks the user to connect (or connect again), or null. */
export function accountOfFailure(
  errorType: TaskErrorType,
  errorCode: string,
  fallback: SocialAccount | null,
): SocialAccount | null {
  if (errorType !== 'ACCOUNT_NOT_LINKED' && errorCode !== 'EVM_WALLET_REQUIRED') return null;
  return CODE_ACCOUNTS[errorCode.split('_')[0] ?? ''] ?? fallback;
}

/** The outcome of a validation answer (a failed check is an answer, not an error). */
export function outcomeOfState(state: TaskValidationState, taskAccount: SocialAccount | null): TaskOutcome {
  if (!state.isError && state.state === 'verified') return { kind: 'verified' };
  const errorType = state.errorType ?? 'PROVIDER_UNAVAILABLE';
  const errorCode = state.errorCode ?? 'UNKNOWN';
  return {
    kind: 'failed',
    failure: {
      errorType,
      errorCode,
      params: state.params,
      evidence: state.evidence,
      canRetry: state.canRetry,
      canAppeal: state.canAppeal,
      retryAfterSeconds: null,
      account:
        state.socialConnect && !state.socialConnect.isConnected
          ? state.socialConnect.account
          : accountOfFailure(errorType, errorCode, taskAccount),
    },
  };
}

/** The failure of a task's last check, as the campaign lists it. */
export function failureOfTask(
  task: Pick<CampaignTask, 'lastFailure'>,
  taskAccount: SocialAccount | null,
): TaskFailure | null {
  const last = task.lastFailure;
  if (!last) return null;
  return {
    errorType: last.errorType,
    errorCode: last.errorCode,
    params: last.params,
    evidence: last.evidence,
    canRetry: last.errorType !== 'PROVIDER_NOT_CONFIGURED',
    canAppeal: last.canAppeal,
    retryAfterSeconds: null,
    account: accountOfFailure(last.errorType, last.errorCode, taskAccount),
  };
}

/** The outcome of a validation call that answered an error. */
export function outcomeOfError(cause: unknown): TaskOutcome {
  const error = cause instanceof AppError ? cause : new AppError('SOMETHING_WENT_WRONG');
  if (error.code === 'TASK_LOCKED') return { kind: 'locked' };
  if (error.code === 'RATE_LIMITED')
    return {
      kind: 'failed',
      failure: {
        errorType: 'RATE_LIMITED',
        errorCode: 'RATE_LIMITED',
        params: { ...error.params },
        variant: error.variant,
        evidence: {},
        canRetry: true,
        canAppeal: false,
        retryAfterSeconds: retryAfterOf(error),
        account: null,
      },
    };
  return { kind: 'error', error };
}
