import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { TaskLockProps } from './task-modal-props';

/** The lock modal (spec section 4): a locked task waits for the earlier active tasks. */
export default function TaskLockModal({ onClose, props }: ModalProps<TaskLockProps>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('campaign.lock.title')} onClose={onClose}>
      <div className="space-y-3">
        <p className="flex gap-2 font-semibold">
          <span aria-hidden="true">🔒</span>
          {t('campaign.tasks.lockedText')}
        </p>
        <p className="text-sm text-slate-300">
          {t('campaign.lock.task', { number: props.task.position, title: props.task.title })}
        </p>
        {props.blocking.length > 0 && (
          <div className="space-y-1">
            <p className="text-sm text-slate-300">{t('campaign.lock.first')}</p>
            <ul className="list-inside list-disc space-y-1 text-sm">
              {props.blocking.map((task) => (
                <li key={task.position}>
                  {t('campaign.lock.item', { number: task.position, title: task.title })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button fullWidth autoFocus onClick={onClose}>
          {t('campaign.modal.ok')}
        </Button>
      </div>
    </Modal>
  );
}
