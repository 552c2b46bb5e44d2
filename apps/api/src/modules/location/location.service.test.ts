import { ipLocation } from '@kp/contract/location';
import { REGION_CALLING_CODES } from '@kp/domain/locations';
import { describe, expect, it } from 'vitest';
import { createIpLocatorTestDouble } from '../../providers/geoip/geoip-lookup';
import { createLocationService } from './location.service';

// The database's answers are made up here; location.int.test.ts asks the real one.
const locator = createIpLocatorTestDouble({
  '192.0.2.1': 'IN',
  '192.0.2.2': 'BR',
  '192.0.2.3': 'NP',
  '192.0.2.4': 'BD',
  '192.0.2.5': 'BH',
  '192.0.2.6': 'DE',
  '192.0.2.7': 'AQ', // a territory the database knows and the country list has no calling code for
  '192.0.2.8': '', // a range the database has no country for
  '192.0.2.9': 'in',
});
const service = createLocationService(async () => locator);

describe('location service', () => {
  it('places India: its region, calling code and the india location type', async () => {
    expect(await service.locate('192.0.2.1')).toEqual({
      ip: '192.0.2.1',
      country: 'IN',
      country_name: 'India',
      country_calling_code: '+91',
      region: 'IN',
      locationType: 'india',
      location: 'India',
    });
  });

  it('gives each named region its own code, and the calling codes the spec names', async () => {
    const regions = await Promise.all(
      ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'].map((ip) => service.locate(ip)),
    );
    expect(regions.map((r) => [r.region, r.country_calling_code, r.locationType, r.location])).toEqual([
      ['BR', REGION_CALLING_CODES.BR, 'unknown', 'Brazil'],
      ['NP', REGION_CALLING_CODES.NP, 'unknown', 'other'],
      ['BD', REGION_CALLING_CODES.BD, 'unknown', 'other'],
      ['BH', '+973', 'unknown', 'other'],
    ]);
  });

  it('puts any other country under Others, with its name and calling code', async () => {
    expect(await service.locate('192.0.2.6')).toMatchObject({
      country: 'DE',
      country_name: 'Germany',
      country_calling_code: '+49',
      region: 'Others',
      locationType: 'unknown',
      location: 'other',
    });
  });

  it('keeps a country the list has no calling code for, without name or code', async () => {
    expect(await service.locate('192.0.2.7')).toMatchObject({
      country: 'AQ',
      country_name: null,
      country_calling_code: null,
      region: 'Others',
    });
  });

  it('leaves an address the database cannot place unknown', async () => {
    const unknown = {
      country: null,
      country_name: null,
      country_calling_code: null,
      region: 'Others',
      locationType: 'unknown',
      location: 'other',
    };
    expect(await service.locate('192.0.2.8')).toEqual({ ip: '192.0.2.8', ...unknown });
    expect(await service.locate('198.51.100.1')).toEqual({ ip: '198.51.100.1', ...unknown });
  });

  it('reads a code in any case', async () => {
    expect(await service.locate('192.0.2.9')).toMatchObject({ country: 'IN', region: 'IN' });
  });

  it('answers in the shape of the contract', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.7', '192.0.2.8']) {
      expect(ipLocation.safeParse(await service.locate(ip)).success).toBe(true);
    }
  });
});
