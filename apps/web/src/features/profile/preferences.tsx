import { useId, useState } from 'react';
import type { Profile } from '@kp/contract/users';
import { PLATFORMS, type Platform } from '@kp/domain/games';
import { PLATFORM_ROLE_LABELS, PLATFORM_ROLES, type PlatformRole } from '@kp/domain/pog';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { FIELD_CLASS, LABEL_CLASS } from '../../ui/form-styles';
import { showToast } from '../../ui/toast';
import { SECTION_CLASS, SECTION_TITLE_CLASS } from './profile-styles';
import { setPreferredPlatform, setPreferredRole } from './profile-api';

/** The preferred role and platform (spec section 3), each saved as soon as it is chosen. */
export function Preferences({ profile, onChange }: { profile: Profile; onChange: (next: Profile) => void }) {
  const { t } = useTranslation();
  const roleId = useId();
  const platformId = useId();
  const [saving, setSaving] = useState<'role' | 'platform' | null>(null);

  async function save(which: 'role' | 'platform', value: string) {
    setSaving(which);
    try {
      const data =
        which === 'role'
          ? await setPreferredRole(value as PlatformRole)
          : await setPreferredPlatform(value as Platform);
      onChange(data);
      showToast(t('profile.preferenceSaved'), 'success');
    } catch {
      showToast(t(ERROR_KEYS.PREFERENCES_UPDATE_FAILED), 'error');
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby="profile-preferences" className={SECTION_CLASS}>
      <h2 id="profile-preferences" className={SECTION_TITLE_CLASS}>
        {t('profile.preferencesTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={roleId} className={LABEL_CLASS}>
            {t('profile.preferredRole')}
          </label>
          <select
            id={roleId}
            value={profile.preferredRole ?? ''}
            disabled={saving === 'role'}
            aria-busy={saving === 'role'}
            onChange={(event) => void save('role', event.target.value)}
            className={`${FIELD_CLASS} capitalize`}
          >
            <option value="" disabled>
              {t('profile.choose')}
            </option>
            {PLATFORM_ROLES.map((role) => (
              <option key={role} value={role}>
                {PLATFORM_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={platformId} className={LABEL_CLASS}>
            {t('profile.preferredPlatform')}
          </label>
          <select
            id={platformId}
            value={profile.preferredPlatform ?? ''}
            disabled={saving === 'platform'}
            aria-busy={saving === 'platform'}
            onChange={(event) => void save('platform', event.target.value)}
            className={FIELD_CLASS}
          >
            <option value="" disabled>
              {t('profile.choose')}
            </option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`profile.platforms.${platform}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
