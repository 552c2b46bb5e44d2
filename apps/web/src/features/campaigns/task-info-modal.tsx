import { taskAccount } from '@kp/domain/campaigns';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { accountName, requirementWords } from './task-messages';
import type { TaskInfoProps } from './task-modal-props';

/** The task info modal: what the check of a task looks for, and the task's details. */
export default function TaskInfoModal({ onClose, props }: ModalProps<TaskInfoProps>) {
  const { t, language } = useTranslation();
  const { task } = props;
  const account = taskAccount(task.type);
  const requirement = requirementWords({ t, language, task });
  return (
    <Modal title={t('campaign.info.title')} onClose={onClose}>
      <div className="space-y-4">
        <div className="space-y-1">
          <h3 className="font-semibold break-words">
            {t('campaign.lock.item', { number: task.position, title: task.title })}
          </h3>
          {task.description && (
            <p dir="auto" className="text-sm break-words text-slate-300">
              {task.description}
            </p>
          )}
        </div>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-slate-400">{t('campaign.info.checks')}</dt>
            <dd>{requirement}</dd>
          </div>
          {account && (
            <div>
              <dt className="text-slate-400">{t('campaign.info.account')}</dt>
              <dd>{accountName(t, account)}</dd>
            </div>
          )}
          {task.submissionKind && (
            <div>
              <dt className="text-slate-400">{t('campaign.info.submission')}</dt>
              <dd>{t(`campaign.info.submissionKind.${task.submissionKind}`)}</dd>
            </div>
          )}
          {task.isOrdered && (
            <div>
              <dt className="text-slate-400">{t('campaign.info.order')}</dt>
              <dd>{t('campaign.info.ordered')}</dd>
            </div>
          )}
        </dl>
        <p className="text-sm text-slate-400">{t('campaign.info.honest')}</p>
        <Button fullWidth autoFocus onClick={onClose}>
          {t('campaign.modal.ok')}
        </Button>
      </div>
    </Modal>
  );
}
