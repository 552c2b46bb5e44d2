import { describe, expect, it } from 'vitest';
import * as contract from './index';

const routes = contract.ROUTES;

describe('contract', () => {
  it('puts every route under /api/ with a summary, a tag and a 2xx answer (or a redirect)', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.summary.length).toBeGreaterThan(0);
      expect(route.tags.length).toBeGreaterThan(0);
      expect(Object.keys(route.response).some((code) => /^[23]/.test(code))).toBe(true);
    }
  });

  it('lists every exported route in ROUTES', () => {
    const exported = Object.values(contract).filter(
      (v) => typeof v === 'object' && v !== null && 'path' in v && 'method' in v,
    );
    expect(new Set(routes)).toEqual(new Set(exported));
  });

  it('declares each method and path once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks idempotent the routes that ask for an Idempotency-Key, and only for a signed-in caller', () => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      expect({ key, idempotent: route.idempotent === true }).toEqual({
        key,
        idempotent: route.summary.includes('Idempotency-Key'),
      });
      if (route.idempotent) expect({ key, access: route.access }).not.toEqual({ key, access: 'public' });
    }
  });

  it('refuses unknown query parameters on typed routes', () => {
    expect(contract.getHealth.querystring.safeParse({ x: '1' }).success).toBe(false);
    expect(contract.listBanners.querystring.safeParse({ placement: 'home', debug: '1' }).success).toBe(false);
    expect(contract.listBanners.querystring.parse({})).toEqual({ placement: 'home' });
  });
});
