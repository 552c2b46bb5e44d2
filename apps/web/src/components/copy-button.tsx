import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';
import { showToast } from '../ui/toast';

const COPIED_FOR_MS = 2000;

/** Copies a text to the clipboard; says "Copied" for a moment (and to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <Button
        variant="secondary"
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
        className="shrink-0"
      >
        {isCopied ? t('copy.copied') : t('copy.copy')}
      </Button>
      <span role="status" className="sr-only">
        {isCopied ? t('copy.copied') : ''}
      </span>
    </>
  );
}
