import fc from 'fast-check';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { LOCATION_TYPES, REGIONS, REGION_CALLING_CODES, locationFromCountryCode } from './locations';

describe('locations', () => {
  it('maps BR to Brazil, IN to India and anything else to other', () => {
    expect(locationFromCountryCode('BR')).toBe('Brazil');
    expect(locationFromCountryCode('IN')).toBe('India');
    expect(locationFromCountryCode('in')).toBe('India');
    expect(locationFromCountryCode('NP')).toBe('other');
    expect(locationFromCountryCode(null)).toBe('other');
  });

  it('gives other for every code but BR and IN', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(!['BR', 'IN'].includes(code.trim().toUpperCase()));
        expect(locationFromCountryCode(code)).toBe('other');
      }),
    );
  });

  it('has the regions, location types and calling codes of the spec, as the phone metadata knows them', () => {
    expect(REGIONS).toEqual(['IN', 'BR', 'NP', 'BD', 'BH', 'Others']);
    expect(LOCATION_TYPES).toEqual(['india', 'unknown']);
    expect(REGION_CALLING_CODES).toEqual({ IN: '+91', BR: '+55', NP: '+977', BD: '+880' });
    for (const [region, code] of Object.entries(REGION_CALLING_CODES)) {
      expect(code).toBe(`+${getCountryCallingCode(region as 'IN')}`);
    }
  });
});
