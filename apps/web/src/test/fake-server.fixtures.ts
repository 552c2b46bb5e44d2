import { vi } from 'vitest';
import type { SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';

/** A registered user as the api returns them. */
export const USER: SessionUser = {
  id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0001',
  phoneNumber: '+919876543210',
  email: null,
  username: 'gamer01',
  firstName: null,
  role: 'user',
  isRegistered: true,
  language: 'en',
};

/** The same user's profile as `users/me/profile` answers it. */
export const PROFILE: Profile = {
  ...USER,
  countryCode: null,
  city: null,
  collegeName: null,
  profession: null,
  preferredRole: null,
  preferredPlatform: null,
  hasPicture: false,
  deletionRequestedAt: null,
  socialStatuses: {
    twitter: { isActive: false },
    discord: { isActive: false },
    google: { isActive: true },
    wallet: { isActive: true },
    steam: { isActive: false },
    telegram: { isActive: false },
  },
};

/** A JSON answer. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The api's `{ statusCode, data }` envelope. */
/** Every feature that needs a provider, on. */
export const ALL_FEATURES = { buyKcash: true, kyc: true };

export const ok = (data: unknown, status = 200) => answer(status, { statusCode: status, data });

/** An error answer of the catalogue's shape. */
export const failure = (status: number, errorCode: string, message = errorCode) =>
  answer(status, { statusCode: status, errorCode, message });

export type FakeRoute = (request: {
  body: unknown;
  url: URL;
  method: string;
  init?: RequestInit;
}) => Response | Promise<Response>;

// A JSON body parsed; a file (the profile picture) as it was sent.
const bodyOf = (init?: RequestInit): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);

/**
 * Replaces fetch with a fake api answering by path (`/api/...`, query aside), or by method and
 * path (`PATCH /api/...`) where one path has several methods; anything else is a 404. Returns
 * the mock, and the requests one path received.
 */
export function stubServer(given: Record<string, FakeRoute>) {
  // The installation under test offers every feature unless a test says otherwise.
  const routes: Record<string, FakeRoute> = { '/api/features': () => ok(ALL_FEATURES), ...given };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) return failure(404, 'ROUTE_NOT_FOUND');
    return route({ body: bodyOf(init), url, method, init });
  });
  vi.stubGlobal('fetch', fetch);
  const requests = (path: string) =>
    fetch.mock.calls
      .filter(([input]) => new URL(input, 'http://localhost').pathname === path)
      .map(([input, init]) => ({
        url: new URL(input, 'http://localhost'),
        init: init as RequestInit,
        method: init?.method ?? 'GET',
        body: bodyOf(init),
      }));
  return { fetch, requests };
}
