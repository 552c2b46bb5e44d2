import { KYC_REGION_RULES } from './kyc';
import { REGIONS, type Region } from './locations';
import { phoneFromWaId } from './phone';

/**
 * The country that law and tax follow: India's withholding (section 194BA), the paid-entry block
 * of tournaments, which KYC a user must pass. It comes from verified facts only, never from the
 * profile's country (a field the user edits at will):
 * - a completed KYC's region, fixed from then on (a PAN, an Aadhaar and a bank account verified
 *   in the user's name are India's; a CPF and a PIX key Brazil's); changing the phone later does
 *   not move it;
 * - before that, the country of the verified phone number (set only through a one-time code: a
 *   sign-in by phone or the verify-phone flow);
 * - otherwise nothing: the country is unknown, and each rule decides what is safe for an unknown
 *   country (the users module's README.md, "The regulatory country").
 * It lives apart from kyc.ts because it reads phone numbers (libphonenumber-js), which the web's
 * KYC forms do not need.
 */

/** The regions with a KYC to pass: a completed one fixes the user's regulatory country. */
export const KYC_REGIONS: readonly Region[] = REGIONS.filter((r) => KYC_REGION_RULES[r].documents.length > 0);

/** The country (ISO alpha-2) of a phone number in E.164, or null when it is not a valid number of one. */
export function countryOfPhone(e164: string | null | undefined): string | null {
  const phone = e164?.trim();
  if (!phone?.startsWith('+')) return null;
  return phoneFromWaId(phone)?.country ?? null;
}

/**
 * The regulatory country of a user from their verified facts: the completed KYC's region, else
 * the verified phone's country, else null (unknown).
 */
export function regulatoryCountry(facts: {
  verifiedPhone: string | null;
  kycVerifiedRegion: string | null;
}): string | null {
  const kycRegion = facts.kycVerifiedRegion?.trim().toUpperCase();
  if (kycRegion && KYC_REGIONS.includes(kycRegion as Region)) return kycRegion;
  return countryOfPhone(facts.verifiedPhone);
}

/** The region of a regulatory country: its own when the spec names it, else Others; null when the country is unknown. */
export function regulatoryRegion(country: string | null): Region | null {
  if (!country) return null;
  const upper = country.toUpperCase();
  return REGIONS.find((region) => region === upper) ?? 'Others';
}
