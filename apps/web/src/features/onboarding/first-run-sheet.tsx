import { useEffect, useRef, useState } from 'react';
import { BRAND_NAME } from '@kp/domain/brand';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/modal';
import { GamesStep } from './games-step';
import { LanguageStep } from './language-step';
import { QuestStep } from './quest-step';

const STEPS = ['language', 'games', 'quest'] as const;

/**
 * The first-run path, shown once after a registration on this device (the home opens it): pick
 * the language, pick the games you play, then a first quest to start and the welcome gift to
 * collect. Every step can be skipped; leaving it in any way (Skip, Done, a link, ×, Escape) ends
 * it, and `onFinish` gets the games picked (the home keeps them on this device, lib/first-run, and
 * never shows the path again).
 */
export default function FirstRunSheet({
  onClose,
  props: { onFinish },
}: ModalProps<{ onFinish: (gameIds: readonly string[]) => void }>) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);
  const current = STEPS[step] ?? 'quest';
  const isLast = step === STEPS.length - 1;

  // Each new step's heading takes the focus, so a screen reader reads where the gamer is now.
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const finish = () => {
    onFinish(picked);
    onClose();
  };
  const toggle = (gameId: string) =>
    setPicked((games) => (games.includes(gameId) ? games.filter((id) => id !== gameId) : [...games, gameId]));

  return (
    <Sheet title={t('firstRun.title', { brand: BRAND_NAME })} onClose={finish}>
      <div className="mb-4 flex items-center gap-3">
        <ol aria-hidden="true" className="flex flex-1 gap-1.5">
          {STEPS.map((name, n) => (
            <li
              key={name}
              className={`h-1.5 flex-1 rounded-full ${n <= step ? 'bg-primary' : 'bg-surface-overlay'}`}
            />
          ))}
        </ol>
        <p className="text-caption text-text-muted">
          {t('firstRun.step', { current: step + 1, total: STEPS.length })}
        </p>
      </div>
      <h3 ref={heading} tabIndex={-1} className="text-title font-bold text-white outline-none">
        {t(`firstRun.${current}.title`)}
      </h3>
      <p className="mt-1 mb-4 text-label text-text-muted">{t(`firstRun.${current}.hint`)}</p>
      {current === 'language' && <LanguageStep />}
      {current === 'games' && <GamesStep picked={picked} onToggle={toggle} />}
      {current === 'quest' && <QuestStep picked={picked} onLeave={finish} />}
      <div className="mt-6 flex items-center justify-between gap-3">
        {isLast ? (
          <span />
        ) : (
          <Button variant="ghost" onClick={finish}>
            {t('firstRun.skip')}
          </Button>
        )}
        <Button onClick={isLast ? finish : () => setStep(step + 1)}>
          {isLast ? t('firstRun.done') : t('firstRun.next')}
        </Button>
      </div>
    </Sheet>
  );
}
