import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// Addresses from ranges the data shipped with geoip-lite 2.0.3 places in these countries (found
// by looking them up). An update of geoip-lite that moves one fails here first: pick another.
const INDIA = '49.44.0.1';
const BRAZIL = '200.147.0.1';
const NEPAL = '27.34.0.1';
const BANGLADESH = '114.130.0.1';
const BAHRAIN = '84.255.128.1';
const UNITED_KINGDOM = '81.2.69.142';

const UNKNOWN = {
  country: null,
  country_name: null,
  country_calling_code: null,
  region: 'Others',
  locationType: 'unknown',
  location: 'other',
};

// One app (and so one load of the geoip data) for the whole file, plus one behind a proxy.
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { TRUST_PROXY: 'true' } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
});

async function locate(ip: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/locations?ip=${encodeURIComponent(ip)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/users/locations', () => {
  it('places an Indian address: country, calling code, region and location type', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/locations?ip=${INDIA}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      data: {
        ip: INDIA,
        country: 'IN',
        country_name: 'India',
        country_calling_code: '+91',
        region: 'IN',
        locationType: 'india',
        location: 'India',
      },
    });
  });

  it('maps Brazil, Nepal, Bangladesh and Bahrain to their regions', async () => {
    expect(await locate(BRAZIL)).toEqual({
      ip: BRAZIL,
      country: 'BR',
      country_name: 'Brazil',
      country_calling_code: '+55',
      region: 'BR',
      locationType: 'unknown',
      location: 'Brazil',
    });
    expect(await locate(NEPAL)).toMatchObject({
      country: 'NP',
      country_name: 'Nepal',
      country_calling_code: '+977',
      region: 'NP',
      location: 'other',
    });
    expect(await locate(BANGLADESH)).toMatchObject({
      country: 'BD',
      country_name: 'Bangladesh',
      country_calling_code: '+880',
      region: 'BD',
    });
    expect(await locate(BAHRAIN)).toMatchObject({
      country: 'BH',
      country_name: 'Bahrain',
      country_calling_code: '+973',
      region: 'BH',
    });
  });

  it('puts any other country under Others', async () => {
    expect(await locate(UNITED_KINGDOM)).toEqual({
      ip: UNITED_KINGDOM,
      country: 'GB',
      country_name: 'United Kingdom',
      country_calling_code: '+44',
      region: 'Others',
      locationType: 'unknown',
      location: 'other',
    });
  });

  it('reads IPv6, including IPv4-mapped addresses however they are written', async () => {
    expect(await locate('2401:4900::1')).toMatchObject({ country: 'IN', region: 'IN' });
    expect(await locate('2804:14c::1')).toMatchObject({ country: 'BR', region: 'BR' });
    expect(await locate(`::ffff:${INDIA}`)).toMatchObject({ country: 'IN' });
    // 49.44.0.1 in hex: geoip-lite on its own misreads this spelling.
    expect(await locate('::FFFF:312C:1')).toMatchObject({ country: 'IN' });
  });

  it('leaves private, loopback and shared addresses unknown', async () => {
    for (const ip of ['10.1.2.3', '172.16.5.4', '192.168.1.1', '127.0.0.1', '100.64.0.1', '::1', 'fc00::1']) {
      expect(await locate(ip)).toEqual({ ip, ...UNKNOWN });
    }
  });

  it("without an address, locates the caller's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/locations', remoteAddress: NEPAL });
    expect(res.json().data).toMatchObject({ ip: NEPAL, country: 'NP', region: 'NP' });
    const local = await t.app.inject({ method: 'GET', url: '/api/users/locations' });
    expect(local.json().data).toEqual({ ip: '127.0.0.1', ...UNKNOWN });
    const linkLocal = await t.app.inject({
      method: 'GET',
      url: '/api/users/locations',
      remoteAddress: 'fe80::1%eth0',
    });
    expect(linkLocal.json().data).toMatchObject(UNKNOWN);
  });

  it('believes X-Forwarded-For only behind a trusted proxy', async () => {
    const request = {
      method: 'GET' as const,
      url: '/api/users/locations',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${BRAZIL}, ${INDIA}` },
    };
    const direct = await t.app.inject(request);
    expect(direct.json().data).toEqual({ ip: '10.0.0.2', ...UNKNOWN });
    const behindProxy = await proxied.app.inject(request);
    // With TRUST_PROXY every hop is trusted, so the client is the first address of the header.
    expect(behindProxy.json().data).toMatchObject({ ip: BRAZIL, country: 'BR' });
  });

  it('refuses an ip that is not an IPv4 or IPv6 address, in the error shape', async () => {
    for (const ip of ['not-an-ip', '1.2.3', '256.1.1.1', '01.2.3.4', 'fe80::1%eth0', 'example.com', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/locations?ip=${encodeURIComponent(ip)}`,
      });
      expect(res.statusCode, ip).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
      expect(typeof res.json().message).toBe('string');
    }
    const extra = await t.app.inject({ method: 'GET', url: `/api/users/locations?ip=${INDIA}&debug=1` });
    expect(extra.statusCode).toBe(400);
  });
});
