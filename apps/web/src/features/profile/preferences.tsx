import { useState } from 'react';
import type { Profile } from '@kp/contract/users';
import { PLATFORMS, type Platform } from '@kp/domain/games';
import { PLATFORM_ROLE_LABELS, PLATFORM_ROLES, type PlatformRole } from '@kp/domain/pog';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/select-field';
import { showToast } from '../../ui/toast';
import { setPreferredPlatform, setPreferredRole } from './profile-api';

/** The preferred role and platform (spec section 3), each saved as soon as it is chosen. */
export function Preferences({ profile, onChange }: { profile: Profile; onChange: (next: Profile) => void }) {
  const { t } = useTranslation();
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
    <Card title={t('profile.preferencesTitle')} className="p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('profile.preferredRole')}
          controlClassName="capitalize"
          value={profile.preferredRole ?? ''}
          disabled={saving === 'role'}
          aria-busy={saving === 'role'}
          onChange={(event) => void save('role', event.target.value)}
        >
          <option value="" disabled>
            {t('profile.choose')}
          </option>
          {PLATFORM_ROLES.map((role) => (
            <option key={role} value={role}>
              {PLATFORM_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('profile.preferredPlatform')}
          value={profile.preferredPlatform ?? ''}
          disabled={saving === 'platform'}
          aria-busy={saving === 'platform'}
          onChange={(event) => void save('platform', event.target.value)}
        >
          <option value="" disabled>
            {t('profile.choose')}
          </option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {t(`profile.platforms.${platform}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </Card>
  );
}
