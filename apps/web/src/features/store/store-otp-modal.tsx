import { CodeEntryForm } from '../../components/code-entry-form';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { Redemption } from '@kp/contract/store';
import { isOneTimeCode } from '@kp/domain/constants';
import { refreshBalances } from '../../lib/user-data';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { confirmationPath, resendRedemptionCode, verifyRedemption } from './store-api';
import { endsRedemption, storeErrorText } from './store-errors';
import { isolate } from '../../components/user-text';
import { formatWait } from '../../lib/dates';

/**
 * The store OTP modal: the one-time code that confirms a pending redemption, a resend once the
 * cooldown has passed, and the end of the redemption after too many wrong codes (nothing paid).
 * On success the balances are read again and the result page opens.
 */
export default function StoreOtpModal({
  onClose,
  props,
}: ModalProps<{ redemption: Redemption; onChanged?: () => void }>) {
  const { t, language } = useTranslation();
  const [, navigate] = useLocation();
  const [redemption, setRedemption] = useState(props.redemption);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [hasEnded, setHasEnded] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!isOneTimeCode(code)) return setError(t('store.otp.enterCode'));
    setIsBusy(true);
    setError(null);
    setNotice(null);
    try {
      const done = await verifyRedemption(redemption.id, code);
      void refreshBalances();
      props.onChanged?.();
      onClose();
      navigate(confirmationPath(done.id));
    } catch (caught) {
      setError(storeErrorText(t, caught, redemption.currencyName));
      if (endsRedemption(caught)) {
        setHasEnded(true);
        props.onChanged?.();
      }
      setIsBusy(false);
    }
  }

  async function resend() {
    setIsBusy(true);
    setError(null);
    setNotice(null);
    try {
      setRedemption(await resendRedemptionCode(redemption.id));
      setCode('');
      setNotice(t('store.otp.resent'));
    } catch (caught) {
      setError(storeErrorText(t, caught));
      if (endsRedemption(caught)) setHasEnded(true);
    } finally {
      setIsBusy(false);
    }
  }

  const title = t('store.otp.title');
  if (hasEnded) {
    return (
      <Modal title={title} onClose={onClose}>
        <div className="space-y-4">
          <p role="alert" className={ERROR_CLASS}>
            {error}
          </p>
          <p className="text-slate-300">{t('store.otp.ended')}</p>
          <Button
            fullWidth
            onClick={() => {
              onClose();
              navigate('/k-store/');
            }}
          >
            {t('store.otp.startAgain')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <CodeEntryForm
        intro={
          redemption.challenge
            ? t('store.otp.sentTo', {
                phone: redemption.challenge.phoneNumber,
                title: redemption.voucher.title,
              })
            : t('store.otp.sentToPhone', { title: isolate(redemption.voucher.title) })
        }
        code={code}
        onCodeChange={(digits) => {
          setCode(digits);
          setError(null);
        }}
        error={error}
        notice={notice}
        isBusy={isBusy}
        resendAt={redemption.challenge ? Date.parse(redemption.challenge.resendAvailableAt) : 0}
        words={{
          code: t('store.otp.code'),
          verify: t('store.otp.verify'),
          verifying: t('store.otp.verifying'),
          resend: t('store.otp.resend'),
          resendIn: (seconds) => t('store.otp.resendIn', { when: formatWait(seconds, language) }),
        }}
        onSubmit={(event) => void verify(event)}
        onResend={() => void resend()}
      />
    </Modal>
  );
}
