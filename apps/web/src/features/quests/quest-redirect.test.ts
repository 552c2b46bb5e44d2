import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_FAIL, continueQuestAfterLogin, fetchRedirectUrl } from './quest-redirect';

const QUEST = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'target-rush-first-run',
  game: { id: '00000000-0000-4000-8000-000000000001' },
  isThirdPartyGame: true,
  thirdPartyClientId: 'sample-game',
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('the third-party redirect', () => {
  it("asks the contract's redirect-url call with the game's client id and the quest", async () => {
    const doFetch = vi.fn(async () =>
      answer(200, { statusCode: 200, data: { redirectUrl: 'http://localhost:4000/callback?code=abc' } }),
    );
    await expect(fetchRedirectUrl(QUEST, doFetch)).resolves.toBe('http://localhost:4000/callback?code=abc');
    const [url, init] = doFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/third-party-client/redirect-url?clientId=sample-game&questId=${QUEST.id}`);
    expect(init.method).toBe('GET');
  });

  it('has nothing without a client id or with an answer that is not a web URL', async () => {
    const doFetch = vi.fn(async () =>
      answer(200, { statusCode: 200, data: { redirectUrl: 'javascript:alert(1)' } }),
    );
    await expect(fetchRedirectUrl({ ...QUEST, thirdPartyClientId: null }, doFetch)).resolves.toBeNull();
    expect(doFetch).not.toHaveBeenCalled();
    await expect(fetchRedirectUrl(QUEST, doFetch)).resolves.toBeNull();
  });

  it('navigates to the redirect URL, or alerts API_FAIL when the api refuses', async () => {
    const assign = vi.fn();
    const alert = vi.fn();
    const ok = vi.fn(async () =>
      answer(200, { statusCode: 200, data: { redirectUrl: 'https://game.example/cb?code=1' } }),
    );
    await continueQuestAfterLogin(QUEST, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: (q) => fetchRedirectUrl(q, ok),
    });
    expect(assign).toHaveBeenCalledWith('https://game.example/cb?code=1');
    const refused = vi.fn(async () =>
      answer(404, {
        statusCode: 404,
        errorCode: 'THIRD_PARTY_CLIENT_NOT_FOUND',
        message: 'This game client does not exist',
      }),
    );
    await continueQuestAfterLogin(QUEST, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: (q) => fetchRedirectUrl(q, refused),
    });
    expect(alert).toHaveBeenCalledWith(API_FAIL);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
