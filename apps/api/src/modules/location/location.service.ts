import type { IpLocation } from '@kp/contract/location';
import { findCountryByCode } from '@kp/domain/countries';
import { locationFromCountryCode, REGIONS, type LocationType, type Region } from '@kp/domain/locations';
import type { IpLocatorLoader } from '../../providers/geoip/geoip-lookup';

// The regions are ISO 3166-1 alpha-2 codes, matched against the country an address is in. BH is
// read the same way, as Bahrain (+973): the spec lists it beside IN, BR, NP and BD without a
// calling code or a name. Bhutan, the neighbour one might expect beside Nepal and Bangladesh, is
// BT, and the spec does not write BT; so Bhutan falls under Others until the spec says otherwise.
const COUNTRY_REGIONS = REGIONS.filter((region) => region !== 'Others');

function regionOf(country: string | null): Region {
  return COUNTRY_REGIONS.find((region) => region === country) ?? 'Others';
}

// The spec's two location types: a user in India, and everyone else (whom the product does not
// place more finely; `location` still tells Brazil apart).
function locationTypeOf(country: string | null): LocationType {
  return country === 'IN' ? 'india' : 'unknown';
}

export function createLocationService(loadLocator: IpLocatorLoader) {
  return {
    /**
     * Where an IP address is, from the offline database. An address it cannot place (private,
     * reserved, not in the data) is unknown, never an error.
     */
    async locate(ip: string): Promise<IpLocation> {
      const locator = await loadLocator();
      const code = locator.lookup(ip)?.country.toUpperCase() ?? '';
      const country = /^[A-Z]{2}$/.test(code) ? code : null;
      // The country list is the one place for names and dial codes; a few territories the
      // database knows have no calling code there (Antarctica, Pitcairn) and keep null ones.
      const entry = country ? findCountryByCode(country) : null;
      return {
        ip,
        country,
        country_name: entry?.name.en ?? null,
        country_calling_code: entry?.dial_code ?? null,
        region: regionOf(country),
        locationType: locationTypeOf(country),
        location: locationFromCountryCode(country),
      };
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
