import { toBcp47, type Language } from '@kp/domain/languages';
import { useTranslation } from '../../lib/use-translation';

/** A country's name in the interface language (Intl's own names: the country list stays out of this page). */
function countryName(code: string, language: Language): string {
  try {
    const names = new Intl.DisplayNames([toBcp47(language)], {
      type: 'region',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Which country's rules the KYC and the tax follow: the verified one (the phone's, or the completed
 * KYC's) that the api gives, never the profile's; when none is verified yet, what to do about it.
 */
export function CountryNote({ country }: { country: string | null }) {
  const { t, language } = useTranslation();
  if (country === null)
    return (
      <p className="rounded-lg border border-amber-300/60 bg-amber-300/10 p-3 text-sm text-amber-100">
        {t('kyc.countryUnknown')}
      </p>
    );
  return (
    <p className="text-sm text-slate-400">{t('kyc.country', { country: countryName(country, language) })}</p>
  );
}
