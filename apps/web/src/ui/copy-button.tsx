import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { showToast } from './toast';
import { SECONDARY_BUTTON_CLASS } from './form-styles';

const COPIED_FOR_MS = 2000;

/** Copies a text to the clipboard; says "Copied" for a moment (and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() => {
          const clipboard = globalThis.navigator?.clipboard;
          if (!clipboard) return void showToast(t('copy.failed'), 'error');
          clipboard.writeText(text).then(
            () => {
              setIsCopied(true);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
            },
            () => showToast(t('copy.failed'), 'error'),
          );
        }}
        className={`${SECONDARY_BUTTON_CLASS} shrink-0`}
      >
        {isCopied ? t('copy.copied') : t('copy.copy')}
      </button>
      <span role="status" className="sr-only">
        {isCopied ? t('copy.copied') : ''}
      </span>
    </>
  );
}
