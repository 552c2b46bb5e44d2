import { describe, expect, it } from 'vitest';
import { matchRoute, POLICY_SLUGS, ROUTES } from './routes';

describe('the routes', () => {
  it('draws the home page at / and /home/', () => {
    const home = ROUTES[0];
    expect(matchRoute('/')).toBe(home);
    expect(matchRoute('/home/')).toBe(home);
    expect(matchRoute('/home')).toBe(home);
  });

  it('draws each policy with and without a trailing slash, each from its own route', () => {
    const matched = POLICY_SLUGS.map((slug) => matchRoute(`/${slug}`));
    expect(new Set(matched).size).toBe(4);
    for (const slug of POLICY_SLUGS) expect(matchRoute(`/${slug}/`)).toBe(matchRoute(`/${slug}`));
  });

  it('draws registration at /register/', () => {
    const register = matchRoute('/register/');
    expect(register?.paths).toEqual(['/register']);
    expect(matchRoute('/register')).toBe(register);
  });

  it('draws the profile at /profile/ and the account deletion request at /delete-user-account', () => {
    expect(matchRoute('/profile/')?.paths).toEqual(['/profile']);
    expect(matchRoute('/profile')).toBe(matchRoute('/profile/'));
    expect(matchRoute('/delete-user-account')?.paths).toEqual(['/delete-user-account']);
  });

  it('matches nothing for unknown paths (the 404 page)', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/privacy-policy/extra')).toBeNull();
    expect(matchRoute('/HOME')).toBeNull();
  });
});
