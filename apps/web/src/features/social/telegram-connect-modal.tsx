import { useEffect, useRef, useState } from 'react';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { leaveToConnect } from './social-connect';
import { canRetry, failureOf, socialErrorText, type ConnectFailure } from './social-error-text';

/** The telegramConnect modal's props: the page of this site to come back to. */
export type TelegramConnectProps = { returnTo: string };

type Stage = { name: 'idle' } | { name: 'leaving' } | { name: 'failed'; failure: ConnectFailure };

/**
 * The spec's Telegram connect modal: what linking Telegram does, and "Connect Telegram", which
 * leaves for Telegram's login page (from `social-auth`); Telegram sends the browser back to
 * `/social-connect/telegram` with the signed login, which returns to `returnTo`.
 */
export default function TelegramConnectModal({ onClose, props }: ModalProps<TelegramConnectProps>) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  function connect() {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStage({ name: 'leaving' });
    leaveToConnect('telegram', props.returnTo, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) setStage({ name: 'failed', failure: failureOf(error) });
    });
  }

  const isLeaving = stage.name === 'leaving';
  const isPossible = stage.name !== 'failed' || canRetry(stage.failure);
  return (
    <Modal title={t('social.telegram.title')} onClose={onClose}>
      <div className="space-y-3">
        <p>{t('social.telegram.intro')}</p>
        <p className="text-sm text-slate-300">{t('social.telegram.how')}</p>
        <p className="text-sm text-slate-400">{t('social.telegram.write')}</p>
        {stage.name === 'failed' && (
          <p
            role="alert"
            className="rounded-lg border border-rose-400/60 bg-rose-950/40 px-3 py-2 text-rose-200"
          >
            {socialErrorText(t, 'telegram', stage.failure)}
          </p>
        )}
        <p role="status" className="sr-only">
          {isLeaving ? t('social.telegram.opening') : ''}
        </p>
        <div className="flex flex-col gap-2 pt-1">
          {isPossible && (
            <Button fullWidth onClick={connect} loading={isLeaving}>
              {isLeaving ? t('social.telegram.opening') : t('social.telegram.connect')}
            </Button>
          )}
          {!isPossible && (
            <Button variant="secondary" fullWidth onClick={onClose} className="py-2">
              {t('social.close')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
