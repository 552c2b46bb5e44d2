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

/** Where toasts appear: announced politely to screen readers, errors assertively. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useToasts();
  return (
    <section aria-label={t('toast.notifications')} className="toaster">
      {list.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={`toast toast-${toast.tone}`}
        >
          <p className="flex-1">{toast.message}</p>
          {/* Not the Button: imported here, it takes the router into one more first-load chunk. */}
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('toast.dismiss')}
            className="btn-ghost rounded px-1"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
