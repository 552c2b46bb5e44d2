import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import type { ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { leaveToConnect } from './social-connect';
import { SocialConnectProgress } from './social-connect-progress';
import { canRetry, failureOf, socialErrorText } from './social-error-text';

/** The socialConnectLoading modal's props: the account to connect, and the page of this site to come back to. */
export type SocialConnectLoadingProps = { account: SocialProvider; returnTo: string };

/**
 * The spec's "social connect loading" modal: "Connecting your X account…" while the api gives the
 * provider's page, then the browser leaves for it (and comes back to `/social-connect/<provider>`,
 * which returns to `returnTo`). A failure says why, with Retry and Close.
 */
export default function SocialConnectLoadingModal({ onClose, props }: ModalProps<SocialConnectLoadingProps>) {
  const { t } = useTranslation();
  const { account, returnTo } = props;
  const label = SOCIAL_PROVIDER_LABELS[account];
  const leaving = useLoad(`${account}\u0000${returnTo}`, (signal) =>
    leaveToConnect(account, returnTo, signal),
  );

  let body;
  if (leaving.state.status === 'error') {
    const failure = failureOf(leaving.state.error);
    body = (
      <div className="space-y-4">
        <p role="alert">{socialErrorText(t, account, failure)}</p>
        <div className="flex flex-col gap-2">
          {canRetry(failure) && (
            <Button fullWidth onClick={leaving.retry}>
              {t('social.retry')}
            </Button>
          )}
          <Button variant="secondary" fullWidth onClick={onClose} className="py-2">
            {t('social.close')}
          </Button>
        </div>
      </div>
    );
  } else {
    // Still asking, or already leaving: the browser is on its way to the provider.
    body = (
      <div>
        <SocialConnectProgress provider={account} />
        <p className="text-center text-sm text-slate-400">{t('social.leaving', { account: label })}</p>
      </div>
    );
  }
  return (
    <Modal title={t('social.connectTitle', { account: label })} onClose={onClose}>
      {body}
    </Modal>
  );
}
