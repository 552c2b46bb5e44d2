import { useCallback } from 'react';
import { Link } from 'wouter';
import type { Profile } from '@kp/contract/users';
import { ERROR_KEYS } from '../../lib/messages';
import { updateUser, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { LoadFailed } from '../../components/load-failed';
import { SignInFirst } from '../../components/sign-in-first';
import { Card } from '../../ui/card';
import { FieldShapes, LoadingRegion } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { ContactDetails } from './contact-details';
import { Preferences } from './preferences';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileSummary } from './profile-summary';
import { ProgressCard } from './progress-card';
import { ReferralSection } from './referral-section';
import { SocialAccounts } from './social-accounts';
import { toSessionUser } from './to-session-user';
import { WalletAddress } from './wallet-address';
import { getMyProfile } from './profile-api';

/** The profile on its way: the summary (picture, username, buttons), then the details form. */
function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('app.loading')} className="space-y-6">
      <div aria-hidden="true" className="card flex flex-wrap items-center gap-4 p-4 sm:p-6">
        <Skeleton className="size-24 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex items-center gap-2">
            <Skeleton className="h-7 w-36 max-w-full rounded-control" />
            <Skeleton className="h-10 w-16 shrink-0 rounded-control" />
          </div>
          <Skeleton className="h-10 w-40 max-w-full rounded-control" />
          <Skeleton className="h-4 w-48 max-w-full rounded-control" />
        </div>
      </div>
      <div aria-hidden="true" className="card space-y-4 p-4 sm:p-6">
        <Skeleton className="h-7 w-40 rounded-control" />
        <FieldShapes count={6} className="grid gap-4 sm:grid-cols-2" />
      </div>
    </LoadingRegion>
  );
}

/**
 * The gamer's profile (`/profile/`): picture and username, progress, the referral campaign
 * (`#referral`), the profile fields, preferred role and platform, contact details, connected
 * accounts and the custodial wallet.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('profile.title'));
  useSignInRequired(session.status);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const profile = useLoad(userId, getMyProfile);
  const { set } = profile;
  // Every change the server answers with a profile: the page and the header follow it.
  const onChange = useCallback(
    (next: Profile) => {
      set(next);
      updateUser(toSessionUser(next));
    },
    [set],
  );

  let content;
  if (session.status === 'unknown') {
    content = <ProfileSkeleton />;
  } else if (session.status === 'signed-out') {
    content = <SignInFirst message={t('profile.signInFirst')} />;
  } else if (profile.state.status === 'loading') {
    content = <ProfileSkeleton />;
  } else if (profile.state.status === 'error') {
    content = (
      <LoadFailed
        message={t(ERROR_KEYS.SOMETHING_WENT_WRONG)}
        retryLabel={t('profile.retry')}
        onRetry={profile.retry}
      />
    );
  } else {
    const current = profile.state.data;
    content = (
      <div className="space-y-6">
        <ProfileSummary profile={current} onChange={onChange} />
        <ProgressCard />
        {userId && <ReferralSection userId={userId} />}
        <ProfileDetailsForm profile={current} onSaved={onChange} />
        <Preferences profile={current} onChange={onChange} />
        <ContactDetails profile={current} onChange={onChange} />
        <SocialAccounts statuses={current.socialStatuses} />
        <WalletAddress />
        <Card as="section" aria-labelledby="profile-account" className="p-4 sm:p-6">
          <h2 id="profile-account" className="mb-2 text-title font-semibold">
            {t('profile.accountTitle')}
          </h2>
          <Link
            href="/delete-user-account"
            className="rounded text-rose-300 underline underline-offset-4 hover:text-rose-200"
          >
            {t('profile.deleteAccount')}
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-2xl py-6">
      <h1 id="profile-title" className="mb-6 text-2xl font-bold">
        {t('profile.title')}
      </h1>
      {content}
    </section>
  );
}
