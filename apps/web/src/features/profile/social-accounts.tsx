import type { Profile } from '@kp/contract/users';
import { useTranslation } from '../../lib/use-translation';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './profile-styles';

// The order of the spec (section 3). Connecting them comes with a later issue: statuses only.
const ACCOUNTS = ['twitter', 'discord', 'google', 'wallet', 'steam', 'telegram'] as const;

/** Which social accounts are connected to the profile. */
export function SocialAccounts({ statuses }: { statuses: Profile['socialStatuses'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-social" className={SECTION_CLASS}>
      <h2 id="profile-social" className={SECTION_TITLE_CLASS}>
        {t('profile.socialTitle')}
      </h2>
      <ul className="divide-y divide-slate-800">
        {ACCOUNTS.map((account) => {
          const isActive = statuses[account].isActive;
          return (
            <li key={account} className="flex items-center justify-between gap-3 py-2">
              <span>{t(`profile.social.${account}`)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-sm ${isActive ? 'bg-emerald-900 text-emerald-200' : 'bg-slate-800 text-slate-300'}`}
              >
                {isActive ? t('profile.connected') : t('profile.notConnected')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
