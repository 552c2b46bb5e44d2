import type { Profile } from '@kp/contract/users';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { SECONDARY_BUTTON_CLASS } from '../../ui/form-styles';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './profile-styles';

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
    <section aria-labelledby="profile-contact" className={SECTION_CLASS}>
      <h2 id="profile-contact" className={SECTION_TITLE_CLASS}>
        {t('profile.contactTitle')}
      </h2>
      <dl className="space-y-4">
        <div>
          <dt className="text-sm text-slate-400">{t('profile.phone')}</dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">
              {profile.phoneNumber ? asOneLtrWord(profile.phoneNumber) : t('profile.notAdded')}
            </span>
            <button
              type="button"
              onClick={() => openModal('login', { flow: 'verify_phone', onVerified: onChange })}
              aria-label={profile.phoneNumber ? t('profile.changePhone') : t('profile.addPhone')}
              className={SECONDARY_BUTTON_CLASS}
            >
              {profile.phoneNumber ? t('profile.change') : t('profile.add')}
            </button>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{t('profile.email')}</dt>
          <dd className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-all">{profile.email ?? t('profile.notAdded')}</span>
            <button
              type="button"
              onClick={() => openModal('emailVerify', { currentEmail: profile.email, onVerified: onChange })}
              aria-label={profile.email ? t('profile.changeEmail') : t('profile.addEmail')}
              className={SECONDARY_BUTTON_CLASS}
            >
              {profile.email ? t('profile.change') : t('profile.add')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  );
}
