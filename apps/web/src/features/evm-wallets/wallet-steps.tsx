import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../lib/use-translation';

/** Where one step of a wallet flow stands. */
type StepState = 'done' | 'active' | 'failed' | 'todo';

const MARK_CLASS: Record<StepState, string> = {
  done: 'border-emerald-400 bg-emerald-400 text-slate-950',
  active: 'border-amber-300 text-amber-300',
  failed: 'border-rose-400 bg-rose-400 text-slate-950',
  todo: 'border-slate-600 text-slate-500',
};

/**
 * The steps of a wallet flow as they happen: done ones ticked, the current one turning, a failed
 * one crossed. The current step is also said in words (a live region) for screen readers.
 */
export function WalletSteps<S extends string>({
  steps,
  labels,
  current,
  isFailed = false,
  status,
}: {
  steps: readonly S[];
  labels: Record<S, ParseKeys>;
  /** The step under way (or the one that failed); null before the first. */
  current: S | null;
  isFailed?: boolean;
  /** What is happening now, in a sentence (announced as it changes). */
  status: string;
}) {
  const { t } = useTranslation();
  const at = current === null ? -1 : steps.indexOf(current);
  const stateOf = (index: number): StepState =>
    index < at ? 'done' : index > at ? 'todo' : isFailed ? 'failed' : 'active';
  return (
    <div className="space-y-3">
      <ol className="space-y-2">
        {steps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              className={`flex items-center gap-3 ${state === 'todo' ? 'text-slate-400' : 'text-slate-100'}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${MARK_CLASS[state]}`}
              >
                {state === 'done' ? (
                  '✓'
                ) : state === 'failed' ? (
                  '✕'
                ) : state === 'active' ? (
                  <span className="size-3 animate-spin rounded-full border-2 border-slate-500 border-t-amber-300 motion-reduce:animate-none" />
                ) : (
                  index + 1
                )}
              </span>
              <span>
                {t(labels[step]) as string}
                <span className="sr-only"> ({t(`evmWallet.stepState.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="text-sm text-slate-300">
        {status}
      </p>
    </div>
  );
}
