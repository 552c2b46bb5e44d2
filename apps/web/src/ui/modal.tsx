import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * The browser stacks modal dialogs in the order they were shown, and a modal's code may load after
 * one opened above it (the modal host draws them in the stack's order): the ones after `dialog` in
 * the page are shown again, so the last modal opened stays on top, as `openModal` promises.
 */
function raiseModalsAbove(dialog: HTMLDialogElement) {
  const siblings = dialog.parentElement?.querySelectorAll<HTMLDialogElement>(
    ':scope > dialog[data-modal][open]',
  );
  for (const other of siblings ?? []) {
    if (!(dialog.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    other.close?.();
    other.showModal?.();
  }
}

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
    if (dialog && !dialog.open) {
      dialog.showModal?.();
      raiseModalsAbove(dialog);
    }
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      data-modal=""
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
