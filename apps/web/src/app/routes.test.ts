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

  it('draws the wallet at /wallet and the gamer’s quests at /gamer/k-quest, beside /gamer/k-drop', () => {
    expect(matchRoute('/wallet')?.paths).toEqual(['/wallet']);
    expect(matchRoute('/wallet/')).toBe(matchRoute('/wallet'));
    expect(matchRoute('/gamer/k-quest')?.paths).toEqual(['/gamer/k-quest']);
    expect(matchRoute('/gamer/k-quest/')).toBe(matchRoute('/gamer/k-quest'));
    expect(matchRoute('/gamer/k-drop')?.paths).toEqual(['/gamer/k-drop']);
    expect(matchRoute('/gamer/k-drop/monsoon-airdrop')).not.toBe(matchRoute('/gamer/k-drop'));
  });

  it('draws the clan at /my-clan/ and in the gamer hub at /gamer/my-clan, two routes of one page', () => {
    expect(matchRoute('/my-clan/')?.paths).toEqual(['/my-clan']);
    expect(matchRoute('/my-clan')).toBe(matchRoute('/my-clan/'));
    expect(matchRoute('/gamer/my-clan')?.paths).toEqual(['/gamer/my-clan']);
    expect(matchRoute('/gamer/my-clan/')).toBe(matchRoute('/gamer/my-clan'));
    expect(matchRoute('/gamer/my-clan')).not.toBe(matchRoute('/my-clan'));
    expect(matchRoute('/my-clan/other')).toBeNull();
  });

  it('draws the arena at /klash and the tournaments at /tournaments/, the Play hub', () => {
    expect(matchRoute('/klash')?.paths).toEqual(['/klash']);
    expect(matchRoute('/tournaments/')?.paths).toEqual(['/tournaments']);
  });

  it('matches nothing for unknown paths (the 404 page)', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/privacy-policy/extra')).toBeNull();
    expect(matchRoute('/HOME')).toBeNull();
  });
});
