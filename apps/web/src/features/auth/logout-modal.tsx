import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ModalProps } from '../../lib/modals';
import { signOut } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';

/** The logout modal (spec section 2): asks first, then ends the session and goes home. */
export default function LogoutModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <Modal title={t('logout.title')} onClose={onClose}>
      <p className="mb-4">{t('logout.question')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('logout.cancel')}
        </Button>
        <Button
          fullWidth
          loading={isBusy}
          onClick={() => {
            setIsBusy(true);
            signOut().then(
              () => {
                onClose();
                navigate('/');
              },
              () => {
                setIsBusy(false);
                showToast(t('account.signOutFailed'), 'error');
              },
            );
          }}
          className="sm:w-auto"
        >
          {t('logout.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
