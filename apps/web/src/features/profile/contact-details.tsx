import type { Profile } from '@kp/contract/users';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

// A phone number kept on one line and left to right, in right-to-left sentences too.
const asOneLtrWord = (text: string) => `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;

/**
 * The mobile number and the email address, each added or changed through a code sent to it: the
 * number through the phone step of the sign-in modal in its "verify user number" flow (which, on
 * this page, shows the verified-phone title, then closes and reloads), the address through its own.
 */
export function ContactDetails({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.contactTitle')} className="p-4 sm:p-6">
      <dl className="space-y-4">
        <div>
          <dt className="text-label text-text-muted">{t('profile.phone')}</dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">
              {profile.phoneNumber ? asOneLtrWord(profile.phoneNumber) : t('profile.notAdded')}
            </span>
            <Button
              variant="secondary"
              onClick={() => openModal('login', { flow: 'verify_phone', onVerified: onChange })}
              aria-label={profile.phoneNumber ? t('profile.changePhone') : t('profile.addPhone')}
            >
              {profile.phoneNumber ? t('profile.change') : t('profile.add')}
            </Button>
          </dd>
        </div>
        <div>
          <dt className="text-label text-text-muted">{t('profile.email')}</dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-all">{profile.email ?? t('profile.notAdded')}</span>
            <Button
              variant="secondary"
              onClick={() => openModal('emailVerify', { currentEmail: profile.email, onVerified: onChange })}
              aria-label={profile.email ? t('profile.changeEmail') : t('profile.addEmail')}
            >
              {profile.email ? t('profile.change') : t('profile.add')}
            </Button>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
