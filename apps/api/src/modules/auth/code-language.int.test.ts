import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMessage } from '@kp/domain/code-messages';
import type { Language } from '@kp/domain/languages';
import { fixedClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser, type SignedInUser } from '../../test/factories';
import { newWaId, startLogin } from '../../test/sign-in';
import { CODE_RULES } from './one-time-codes';

const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const MINUTES = CODE_RULES.lifetimeMs / 60_000;

/** The latest outbox message to a recipient: its body and the six-digit code in it. */
async function latestMessage(recipient: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  const body = res.json().data[0]?.body as string;
  const code = /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  return { body, code };
}

/** A text message's body as sent in a language: the worded text, then the WebOTP line. */
const textIn = (language: Language, code: string) =>
  `${codeMessage(language, code, MINUTES).text}\n\n@localhost #${code}`;

const setLanguage = (user: SignedInUser | null, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/language',
    headers: user ? user.headers : {},
    payload: { language },
  });

describe('the language of a code message', () => {
  it('follows the request’s Accept-Language for a number without an account', async () => {
    const waId = newWaId();
    expect((await startLogin(t.app, waId, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).statusCode).toBe(
      201,
    );
    const { body, code } = await latestMessage(`+${waId}`);
    expect(body).toBe(textIn('hi', code));
    expect(body).toContain(`आपका KPlay कोड ${code} है।`);
  });

  it('is English without an Accept-Language, as before', async () => {
    const waId = newWaId();
    await startLogin(t.app, waId);
    const { body, code } = await latestMessage(`+${waId}`);
    expect(body).toBe(
      `Your KPlay code is ${code}. It expires in 5 minutes. Never share it with anyone.\n\n@localhost #${code}`,
    );
  });

  it('is the stored language of the account the number belongs to, whatever the request reads', async () => {
    const user = await signedInUser(t.app);
    expect((await setLanguage(user, 'pt')).json().data).toEqual({ language: 'pt' });
    clock.advance(1000); // the outbox orders by time: after the sign-in's own code
    expect((await startLogin(t.app, user.waId, { 'accept-language': 'hi-IN' })).statusCode).toBe(201);
    const sent = await latestMessage(`+${user.waId}`);
    expect(sent.body).toBe(textIn('pt', sent.code));

    // A resend asked in another language still follows the account.
    clock.advance(CODE_RULES.resendCooldownMs);
    const { challengeId } = (await startLogin(t.app, user.waId, { 'accept-language': 'de' })).json().data;
    clock.advance(CODE_RULES.resendCooldownMs);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/resend',
      headers: { 'accept-language': 'ru' },
      payload: { challengeId },
    });
    expect(resend.statusCode).toBe(201);
    const again = await latestMessage(`+${user.waId}`);
    expect(again.body).toBe(textIn('pt', again.code));
  });

  it('follows the resend’s Accept-Language for a number without an account', async () => {
    const waId = newWaId();
    const { challengeId } = (await startLogin(t.app, waId, { 'accept-language': 'en' })).json().data;
    clock.advance(CODE_RULES.resendCooldownMs);
    await t.app.inject({
      method: 'POST',
      url: '/api/authentication/resend',
      headers: { 'accept-language': 'bn-BD' },
      payload: { challengeId },
    });
    const { body, code } = await latestMessage(`+${waId}`);
    expect(body).toBe(textIn('bn', code));
  });

  it('words an email code’s subject and body in the request’s language, else the account’s', async () => {
    const user = await signedInUser(t.app);
    const requestCode = (email: string, acceptLanguage: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/email',
        headers: { ...user.headers, 'accept-language': acceptLanguage },
        payload: { email },
      });

    const first = `first-${user.waId}@example.com`;
    expect((await requestCode(first, 'ta-IN')).statusCode).toBe(201);
    const tamil = await latestMessage(first);
    const inTamil = codeMessage('ta', tamil.code, MINUTES);
    expect(tamil.body).toBe(`${inTamil.subject}\n\n${inTamil.text}`);
    expect(inTamil.subject).toBe('உங்கள் KPlay குறியீடு');

    await setLanguage(user, 'ru');
    const second = `second-${user.waId}@example.com`;
    await requestCode(second, 'ta-IN');
    const russian = await latestMessage(second);
    const inRussian = codeMessage('ru', russian.code, MINUTES);
    expect(russian.body).toBe(`${inRussian.subject}\n\n${inRussian.text}`);
    expect(russian.body.startsWith('Ваш код KPlay\n\n')).toBe(true);
  });

  it('puts a number on an account in the account’s stored language', async () => {
    const user = await signedInUser(t.app);
    await setLanguage(user, 'te');
    const waId = newWaId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/phone',
      headers: { ...user.headers, 'accept-language': 'hi-IN' },
      payload: { phone_number: `+${waId}` },
    });
    expect(res.statusCode).toBe(201);
    const { body, code } = await latestMessage(`+${waId}`);
    expect(body).toBe(textIn('te', code));
  });
});

describe('PUT /api/users/language', () => {
  it('stores the signed-in user’s own language and reports it with the profile', async () => {
    const user = await signedInUser(t.app);
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: user.headers });
    expect((await profile()).json().data.language).toBeNull();
    const res = await setLanguage(user, 'mr');
    expect(res.statusCode).toBe(200);
    expect((await profile()).json().data.language).toBe('mr');
    // Another user's stays as it was.
    const other = await signedInUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: other.headers,
    });
    expect(theirs.json().data.language).toBeNull();
  });

  it('refuses a language that is not an interface language, and keeps the one stored', async () => {
    const user = await signedInUser(t.app);
    await setLanguage(user, 'ne');
    for (const language of ['xx', 'hi-IN', 'uk', 'EN', '', 42, null]) {
      const res = await setLanguage(user, language);
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: user.headers,
    });
    expect(profile.json().data.language).toBe('ne');
  });

  it('needs a sign-in', async () => {
    const res = await setLanguage(null, 'hi');
    expect(res.statusCode).toBe(401);
  });
});
