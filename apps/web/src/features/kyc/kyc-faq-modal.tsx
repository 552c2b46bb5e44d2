import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
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
            <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-amber-300">
              {t(`kyc.faqModal.${q}Q`)}
            </summary>
            <p className="mt-2 text-sm text-slate-300">{t(`kyc.faqModal.${q}A`)}</p>
          </details>
        ))}
      </div>
      <button type="button" onClick={onClose} className={`${PRIMARY_BUTTON_CLASS} mt-4`}>
        {t('kyc.faqModal.close')}
      </button>
    </Modal>
  );
}
