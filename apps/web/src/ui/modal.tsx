import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from './button';

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

export type ModalLayoutProps = {
  title: string;
  onClose: () => void;
  /** On a phone, a bottom sheet: the screen's width, at its foot (a dialog in the middle elsewhere). */
  sheet?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes on Escape and
 * hides the page behind it from assistive technology. It opens in a layout effect, before the
 * content's own effects run, so the content may move the focus to its first field.
 */
export function Modal({ title, onClose, sheet, children }: ModalLayoutProps) {
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
      className={`m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-surface-raised p-0 text-text shadow-overlay backdrop:bg-black/70 ${sheet ? 'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none' : ''}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-3">
        <h2 id={titleId} className="text-title font-semibold">
          {title}
        </h2>
        <Button
          variant="ghost"
          onClick={onClose}
          aria-label={t('modal.close')}
          className="p-1 text-2xl leading-none"
        >
          ×
        </Button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

/** A modal that is a bottom sheet on a phone (for choosing from a list, within a thumb's reach). */
export function Sheet(props: Omit<ModalLayoutProps, 'sheet'>) {
  return <Modal {...props} sheet />;
}
