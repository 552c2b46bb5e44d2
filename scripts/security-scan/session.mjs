// The security scan's instance calls and the scanner's session.
import { USERNAME, WA_ID, log } from './settings.mjs';

// ——— The instance and the scanner's session ———

export async function call(base, method, url, { token, body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

/** The phone sign-in of apps/api/src/test/sign-in.ts, over HTTP; then a username. */
export async function signIn(base) {
  const login = await call(base, 'POST', '/api/authentication/login?source=website&region=IN', {
    body: { waId: WA_ID, platform: 'browser', hostname: 'localhost' },
  });
  if (login.status !== 201) throw new Error(`login failed: ${login.status} ${login.text}`);
  const outbox = await call(base, 'GET', `/api/dev/outbox?recipient=${encodeURIComponent(`+${WA_ID}`)}`);
  const code = outbox.json?.data?.[0]?.body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox: ${outbox.text}`);
  const verify = await call(base, 'POST', '/api/authentication/verify', {
    body: { challengeId: login.json.data.challengeId, code },
  });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${verify.text}`);
  let token = verify.json.data.accessToken;
  const register = await call(base, 'POST', '/api/authentication/register', {
    token,
    body: { username: USERNAME, firstName: 'Scan' },
  });
  if (register.status >= 300) log(`registering a username answered ${register.status}: ${register.text}`);
  token = register.json?.data?.accessToken ?? token;
  const me = await call(base, 'GET', '/api/users/me/profile', { token });
  if (me.status !== 200) throw new Error(`the signed-in profile answered ${me.status}: ${me.text}`);
  return { token, user: me.json.data };
}
