import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

const QUESTIONS = ['why', 'what', 'howLong', 'safe', 'rejected', 'change'] as const;

/** The KYC FAQ modal (spec section 2): why KYC, what it asks, how long, how numbers are kept. */
export default function KycFaqModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('kyc.faqModal.title')} onClose={onClose}>
      <div className="max-h-[60vh] space-y-2 overflow-y-auto">
        {QUESTIONS.map((q) => (
          <details key={q} className="group rounded-lg border border-slate-700 px-3 py-2">
            <summary className="cursor-pointer font-semibold">{t(`kyc.faqModal.${q}Q`)}</summary>
            <p className="mt-2 text-sm text-slate-300">{t(`kyc.faqModal.${q}A`)}</p>
          </details>
        ))}
      </div>
      <Button fullWidth onClick={onClose} className="mt-4">
        {t('kyc.faqModal.close')}
      </Button>
    </Modal>
  );
}
