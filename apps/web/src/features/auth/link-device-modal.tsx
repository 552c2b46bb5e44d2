import { formatCountdown } from '../../lib/dates';
import { ERROR_KEYS } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { Field, Input } from '../../ui/field';
import { LoadFailed } from '../../components/load-failed';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { createLinkCode } from './auth-api';

/**
 * "Sign in on another device": a single-use sign-in link (the passwordless login's `code` and
 * `qr_ref_id`) to open on a phone or another browser, with a copy button and its time left.
 */
export default function LinkDeviceModal({ onClose }: ModalProps) {
  const { t, language } = useTranslation();
  const now = useNow();
  const link = useLoad('link', createLinkCode);

  let body;
  if (link.state.status === 'loading') {
    body = <Spinner label={t('linkDevice.creating')} />;
  } else if (link.state.status === 'error') {
    body = (
      <LoadFailed
        message={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
        retryLabel={t('linkDevice.newLink')}
        onRetry={link.retry}
      />
    );
  } else {
    const url = `${location.origin}${link.state.data.path}`;
    const secondsLeft = Math.floor((Date.parse(link.state.data.expiresAt) - now) / 1000);
    body =
      secondsLeft > 0 ? (
        <div className="space-y-3">
          <p className="text-slate-300">{t('linkDevice.intro')}</p>
          <Field label={t('linkDevice.link')}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  readOnly
                  value={url}
                  onFocus={(event) => event.target.select()}
                  className="font-mono text-label"
                  dir="ltr"
                />
                <CopyButton text={url} label={t('linkDevice.copy')} />
              </div>
            )}
          </Field>
          <p className="text-sm text-slate-300">
            {t('linkDevice.expiresIn', { time: formatCountdown(secondsLeft * 1000, language) })}
          </p>
          <p className="text-sm text-amber-200">{t('linkDevice.warning')}</p>
        </div>
      ) : (
        <LoadFailed
          message={t('linkDevice.expired')}
          retryLabel={t('linkDevice.newLink')}
          onRetry={link.retry}
        />
      );
  }
  return (
    <Modal title={t('linkDevice.title')} onClose={onClose}>
      {body}
    </Modal>
  );
}
