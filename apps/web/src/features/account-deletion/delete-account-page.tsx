import { useState } from 'react';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import { ERROR_KEYS } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { LoadFailed } from '../../components/load-failed';
import { SignInFirst } from '../../components/sign-in-first';
import { LoadingRegion, TextShapes } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { showToast } from '../../ui/toast';
import { formatDate } from '../../lib/dates';
import { DELETION_GRACE_DAYS, deletesAt } from './deletion-date';
import { cancelAccountDeletion, getMyProfile, requestAccountDeletion } from './account-deletion-api';

/**
 * The account deletion request (`/delete-user-account`): what happens, the request (the
 * initiated or already-requested modal follows), and while one is pending, a way to keep the account.
 */
export default function DeleteAccountPage() {
  const { t, language } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('deletion.title'));
  useSignInRequired(session.status);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const profile = useLoad(userId, getMyProfile);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<'SOMETHING_WENT_WRONG' | 'SERVICE_UNAVAILABLE' | null>(null);

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(
        caught instanceof AppError && caught.code === 'SERVICE_UNAVAILABLE'
          ? caught.code
          : 'SOMETHING_WENT_WRONG',
      );
    } finally {
      setIsBusy(false);
    }
  }

  const request = (current: Profile) =>
    run(async () => {
      const data = await requestAccountDeletion();
      profile.set({ ...current, deletionRequestedAt: data.requestedAt });
      const modal =
        data.status === 'initiated' ? 'accountDeletionInitiated' : 'accountDeletionAlreadyRequested';
      openModal(modal, { deletesAt: data.deletesAt });
    });

  const keep = () =>
    run(async () => {
      const data = await cancelAccountDeletion();
      profile.set(data);
      showToast(t('deletion.keptToast'), 'success');
    });

  let content;
  if (
    session.status === 'unknown' ||
    (session.status === 'signed-in' && profile.state.status === 'loading')
  ) {
    // What deletion means (a paragraph, three points), then the one button.
    content = (
      <LoadingRegion label={t('app.loading')} className="space-y-6">
        <div aria-hidden="true" className="space-y-3">
          <TextShapes lines={2} className="space-y-2" />
          <TextShapes lines={3} className="space-y-3 ps-6" />
        </div>
        <Skeleton className="h-10 w-full rounded-control sm:w-48" />
      </LoadingRegion>
    );
  } else if (session.status === 'signed-out') {
    content = <SignInFirst message={t('deletion.signInFirst')} />;
  } else if (profile.state.status === 'error') {
    content = (
      <LoadFailed
        message={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
        retryLabel={t('profile.retry')}
        onRetry={profile.retry}
      />
    );
  } else if (profile.state.status === 'ready') {
    const current = profile.state.data;
    const requestedAt = current.deletionRequestedAt;
    content = (
      <div className="space-y-6">
        <div className="space-y-3 text-slate-200">
          <p>{t('deletion.intro', { count: DELETION_GRACE_DAYS })}</p>
          <ul className="list-disc space-y-2 ps-6">
            <li>{t('deletion.removed')}</li>
            <li>{t('deletion.ledger')}</li>
            <li>{t('deletion.changeMind', { count: DELETION_GRACE_DAYS })}</li>
          </ul>
        </div>
        {requestedAt ? (
          <div className="space-y-4 rounded-xl border border-amber-300/40 bg-slate-900 p-4">
            <p role="status">
              {t('deletion.pending', { date: formatDate(deletesAt(requestedAt), language) })}
            </p>
            <Button fullWidth loading={isBusy} onClick={() => void keep()} className="sm:w-auto">
              {t('deletion.keep')}
            </Button>
          </div>
        ) : (
          <Button
            variant="danger"
            fullWidth
            className="sm:w-auto"
            loading={isBusy}
            onClick={() => void request(current)}
          >
            {isBusy ? t('deletion.requesting') : t('deletion.confirm')}
          </Button>
        )}
        {error && (
          <p role="alert" className={ERROR_CLASS}>
            {t(ERROR_KEYS[error])}
          </p>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="deletion-title" className="mx-auto max-w-2xl py-6">
      <h1 id="deletion-title" className="mb-6 text-2xl font-bold">
        {t('deletion.title')}
      </h1>
      {content}
    </section>
  );
}
