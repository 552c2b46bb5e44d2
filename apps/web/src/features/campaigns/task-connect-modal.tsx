import { useState } from 'react';
import type { ModalProps } from '../../lib/modals';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { accountName, failureWords } from './task-messages';
import type { TaskConnectProps } from './task-modal-props';

/**
 * The task connect modal: the task needs an account the user has not linked (or must link again).
 * It says which, and connects it through the social and wallet features' modals: X, Discord,
 * Google and Steam leave for the provider and come back to the campaign page, Telegram has its
 * own modal, and a wallet is linked by signing, after which the page checks the task again.
 */
export default function TaskConnectModal({ onClose, props }: ModalProps<TaskConnectProps>) {
  const { t, language } = useTranslation();
  const { task, account, failure } = props;
  const [isUnavailable, setIsUnavailable] = useState(false);
  const name = accountName(t, account);
  const reason = failure ? failureWords(failure, { t, language, task }).reason : null;

  function connect() {
    let isOpen: boolean;
    if (account === 'wallet') isOpen = openModal('connectEvmWallet', { onLinked: () => props.onLinked() });
    else if (account === 'telegram') isOpen = openModal('telegramConnect', { returnTo: props.returnTo });
    else isOpen = openModal('socialConnectLoading', { account, returnTo: props.returnTo });
    if (isOpen) onClose();
    else setIsUnavailable(true);
  }

  return (
    <Modal title={t('campaign.connect.title', { account: name })} onClose={onClose}>
      <div className="space-y-4">
        <p>
          {account === 'wallet'
            ? t('campaign.connect.walletBody', { title: task.title })
            : t('campaign.connect.body', { account: name, title: task.title })}
        </p>
        {reason && (
          <p role="alert" className="rounded-lg bg-slate-800 p-3 text-sm">
            {reason}
          </p>
        )}
        {props.isConfigured === false ? (
          <p role="note" className="rounded-lg border border-amber-700 p-3 text-sm text-amber-200">
            {t('campaign.connect.notConfigured', { account: name })}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-400">
              {account === 'wallet'
                ? t('campaign.connect.walletHow')
                : t('campaign.connect.comeBack', { account: name })}
            </p>
            <Button fullWidth autoFocus onClick={connect}>
              {t('campaign.connect.button', { account: name })}
            </Button>
            {isUnavailable && (
              <p role="alert" className="text-sm text-rose-300">
                {t('campaign.connect.unavailable', { account: name })}
              </p>
            )}
          </>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('campaign.modal.close')}
        </Button>
      </div>
    </Modal>
  );
}
