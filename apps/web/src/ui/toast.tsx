import { useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/use-translation';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone };

const DISMISS_AFTER_MS = 5_000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Dismisses a toast. */
export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a short message that goes away by itself (errors stay until dismissed). */
export function showToast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }].slice(-3);
  emit();
  if (tone !== 'error') setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, for the toaster and tests. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

const TONE_CLASS: Record<ToastTone, string> = {
  info: 'border-slate-500',
  success: 'border-emerald-400',
  error: 'border-rose-400',
};

/** Where toasts appear: announced politely to screen readers, errors assertively. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useToasts();
  return (
    <section
      aria-label={t('toast.notifications')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-s-4 bg-slate-800 px-4 py-3 text-sm text-slate-100 shadow-lg ${TONE_CLASS[toast.tone]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
            aria-label={t('toast.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
