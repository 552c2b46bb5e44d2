/** User location and region rules of spec sections 3 and 9. */

/** The location types of a user. */
export const LOCATION_TYPES = ['india', 'unknown'] as const;

export type LocationType = (typeof LOCATION_TYPES)[number];

export type LocationCountry = 'India' | 'Brazil' | 'other';

/** The country a two-letter code stands for: BR is Brazil, IN is India, anything else is other. */
export function locationFromCountryCode(code: string | null | undefined): LocationCountry {
  // Codes are compared upper-cased, since lookups and headers do not agree on case.
  const upper = code?.trim().toUpperCase();
  if (upper === 'BR') return 'Brazil';
  if (upper === 'IN') return 'India';
  return 'other';
}

/** The regions content and campaigns are targeted at. */
export const REGIONS = ['IN', 'BR', 'NP', 'BD', 'BH', 'Others'] as const;

export type Region = (typeof REGIONS)[number];

/** The calling codes the spec names, by region. */
export const REGION_CALLING_CODES = {
  IN: '+91',
  BR: '+55',
  NP: '+977',
  BD: '+880',
} as const satisfies Partial<Record<Region, string>>;

/** The default country of a phone field (clan referrer phone, spec section 3). */
export const DEFAULT_PHONE_COUNTRY = 'IN';
