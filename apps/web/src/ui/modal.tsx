import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes on Escape and
 * hides the page behind it from assistive technology. It opens in a layout effect, before the
 * content's own effects run, so the content may move the focus to its first field.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-700 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('modal.close')}
          className="rounded p-1 text-2xl leading-none text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          ×
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
