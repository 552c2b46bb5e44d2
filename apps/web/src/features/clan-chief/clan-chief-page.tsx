import { useState } from 'react';
import type { ClanChiefApplication } from '@kp/contract/clan-chief';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../components/load-failed';
import { FormSkeleton } from '../../components/page-skeletons';
import { showToast } from '../../ui/toast';
import { ApplicationStatus } from './application-status';
import { findMyClanChiefApplication } from './clan-chief-api';
import { ClanChiefForm } from './clan-chief-form';
import { VerifyNumberFirst } from './verify-number-first';

/**
 * The clan chief application (`/clan-chief/`, spec section 2): the form, or where the user's
 * application stands (under review, approved, or not approved with the operator's reason, then
 * the form again). Signed out, the login modal; a phone verified in it fills the chief phone field
 * (the form starts from the session's verified number). Signed in without a number (Google,
 * Telegram), the "verify user number" flow first, which fills the field the same way.
 */
export default function ClanChiefPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('clanChief.title'));
  useSignInRequired(session.status);
  const user = session.status === 'signed-in' ? session.user : null;
  const application = useLoad(user?.id ?? null, findMyClanChiefApplication);
  // Which application's status takes the focus: the one just sent, or (id null) whichever loads
  // next, after the api said one was open already.
  const [focus, setFocus] = useState<{ id: string | null } | null>(null);

  function onSubmitted(sent: ClanChiefApplication) {
    application.set(sent);
    setFocus({ id: sent.id });
    showToast(t('clanChief.submitted'), 'success');
  }

  function onAlreadyOpen() {
    showToast(t('clanChief.alreadyOpen'));
    setFocus({ id: null });
    application.retry();
  }

  // The introduction and the form, where a reader with no application yet will find them.
  const skeleton = (
    <FormSkeleton
      label={t('app.loading')}
      hasIntro
      hasTitle
      fields={4}
      fieldsClassName="grid gap-4 sm:grid-cols-2"
    />
  );
  let content;
  if (session.status === 'unknown') {
    content = skeleton;
  } else if (!user) {
    content = (
      <div className="space-y-4">
        <p className="text-slate-300">{t('clanChief.signInFirst')}</p>
        <Button variant="secondary" onClick={() => openModal('login')}>
          {t('clanChief.signIn')}
        </Button>
      </div>
    );
  } else if (application.state.status === 'loading') {
    content = skeleton;
  } else if (application.state.status === 'error') {
    content = (
      <LoadFailed
        message={t('clanChief.loadFailed')}
        retryLabel={t('clanChief.retry')}
        onRetry={application.retry}
      />
    );
  } else {
    const current = application.state.data;
    content = (
      <div className="space-y-6">
        {current ? (
          <ApplicationStatus
            application={current}
            isFocused={focus !== null && (focus.id === null || focus.id === current.id)}
          />
        ) : (
          <p className="text-slate-300">{t('clanChief.intro')}</p>
        )}
        {(!current || current.status === 'rejected') &&
          (user.phoneNumber ? (
            // A newly verified number starts the form again, in its phone field.
            <ClanChiefForm
              key={`${user.id}:${user.phoneNumber}:${current?.id ?? 'new'}`}
              user={user}
              previous={current}
              onSubmitted={onSubmitted}
              onAlreadyOpen={onAlreadyOpen}
            />
          ) : (
            <VerifyNumberFirst />
          ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="clan-chief-title" className="mx-auto max-w-2xl py-6">
      <h1 id="clan-chief-title" className="mb-6 text-2xl font-bold">
        {t('clanChief.title')}
      </h1>
      {content}
    </section>
  );
}
