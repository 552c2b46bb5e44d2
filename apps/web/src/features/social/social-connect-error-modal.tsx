import { useLocation, useSearch } from 'wouter';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import { openModal, type ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { safeReturnTo } from './social-connect';
import { canRetry, socialErrorText, type ConnectFailure } from './social-error-text';

/**
 * The socialConnectError modal's props: the account, the failure (an api error code with its case
 * and parameters, or ACCESS_DENIED / INVALID_ANSWER from the way back), and the page a new
 * attempt comes back to (the current one when not given).
 */
export type SocialConnectErrorProps = ConnectFailure & {
  account: SocialProvider;
  returnTo?: string;
};

/**
 * The spec's "social connect error" modal: why connecting the account failed, in words that name
 * it, and "Try again", which starts over (the loading modal, or Telegram's).
 */
export default function SocialConnectErrorModal({ onClose, props }: ModalProps<SocialConnectErrorProps>) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const { account } = props;
  const failure: ConnectFailure = props;

  function tryAgain() {
    const returnTo = safeReturnTo(props.returnTo ?? (search ? `${path}?${search}` : path));
    onClose();
    if (account === 'telegram') openModal('telegramConnect', { returnTo });
    else openModal('socialConnectLoading', { account, returnTo });
  }

  return (
    <Modal title={t('social.errorTitle', { account: SOCIAL_PROVIDER_LABELS[account] })} onClose={onClose}>
      <div className="space-y-4">
        <p role="alert">{socialErrorText(t, account, failure)}</p>
        <div className="flex flex-col gap-2">
          {canRetry(failure) && (
            <Button fullWidth onClick={tryAgain}>
              {t('social.tryAgain')}
            </Button>
          )}
          <Button variant="secondary" fullWidth onClick={onClose} className="py-2">
            {t('social.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
