import { countries } from 'countries-list';
import type { Continent } from './campaigns';

/**
 * Who may join a campaign limited to some countries or continents. Kept apart from campaigns.ts:
 * the country-to-continent table is the api's alone, and the web need not load it.
 */

const CONTINENT_BY_CODE: Record<string, Continent> = {
  AF: 'africa',
  AS: 'asia',
  EU: 'europe',
  NA: 'north_america',
  SA: 'south_america',
  OC: 'oceania',
};

/** The continent of a country (ISO alpha-2), or null for an unknown code or Antarctica. */
export function continentOf(country: string): Continent | null {
  const data = countries[country.toUpperCase() as keyof typeof countries];
  return data ? (CONTINENT_BY_CODE[data.continent] ?? null) : null;
}

/** A campaign's audience: empty lists mean everyone. */
export type CampaignAudience = { countries: readonly string[]; continents: readonly string[] };

/** Whether a campaign is limited to some countries or continents (else it is open to everyone). */
export function isLimitedAudience(audience: CampaignAudience): boolean {
  return audience.countries.length > 0 || audience.continents.length > 0;
}

/**
 * Why a user of `country` (null: not known) may not join a campaign with this audience, or null
 * when they may: in one of its countries, or of one of its continents.
 */
export function campaignAudienceRefusal(
  audience: CampaignAudience,
  country: string | null,
): 'COUNTRY_UNKNOWN' | 'OUTSIDE_AUDIENCE' | null {
  if (!isLimitedAudience(audience)) return null;
  if (!country) return 'COUNTRY_UNKNOWN';
  const code = country.toUpperCase();
  const continent = continentOf(code);
  const isListed =
    audience.countries.some((listed) => listed.toUpperCase() === code) ||
    (continent !== null && audience.continents.includes(continent));
  return isListed ? null : 'OUTSIDE_AUDIENCE';
}
