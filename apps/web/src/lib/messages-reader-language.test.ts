import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERRORS, errorMessage } from '@kp/domain/errors';
import hi from '../locales/hi.json';
import pt from '../locales/pt.json';
import { loadAllMessages } from './i18n';
import { errorText, storedErrorText } from './messages';

// Issue 18: what the api wrote in English never reaches a reader of another language.
beforeAll(async () => {
  await loadAllMessages();
  i18next.addResourceBundle('hi', 'translation', hi, true, true);
  i18next.addResourceBundle('pt', 'translation', pt, true, true);
});
const inHindi = () => i18next.getFixedT('hi');

describe('the api’s errors in the reader’s language', () => {
  it('words a code that once showed the api’s English (quests, tournaments, earnings, referrals)', () => {
    const t = inHindi();
    for (const code of ['QUEST_ENDED', 'TOURNAMENT_FULL', 'EARNING_EXPIRED', 'REFERRAL_OWN_CODE'] as const) {
      const error = AppError.fromBody(new AppError(code).toBody());
      expect(errorText(t, error), code).toBe(hi.errors[code]);
      expect(errorText(t, error), code).not.toContain(ERRORS[code].message);
    }
    expect(errorText(i18next.getFixedT('pt'), new AppError('QUEST_FULL'))).toBe(
      'Não há mais vagas nesta missão',
    );
  });

  it('says "Something went wrong" in the reader’s language for a code it has no words for, never the message', () => {
    const body = {
      statusCode: 400,
      errorCode: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON',
    };
    const text = errorText(inHindi(), AppError.fromBody(body));
    expect(text).toBe(hi.errors.SOMETHING_WENT_WRONG);
    expect(text).not.toContain('JSON');
  });

  it('says how long to wait when a limit refused the call, in the reader’s words', () => {
    const body = {
      ...new AppError('RATE_LIMITED').toBody(),
      details: { retryAfterSeconds: 42 },
    };
    const text = errorText(inHindi(), AppError.fromBody(body));
    expect(text).toBe(`${hi.errors.RATE_LIMITED} ${hi.errors.retryAfter.replace('{{when}}', '42 सेकंड में')}`);
    expect(text).not.toMatch(/try again|Too many/i);
  });

  it('words a field’s rule a refusal names by the rule, not the schema’s English', () => {
    const refused = AppError.fieldRule('VALIDATION_FAILED', 'body/value: Please enter valid link');
    expect(errorText(inHindi(), AppError.fromBody(refused.toBody()))).toBe(hi.form.validLink);
  });

  it('words a failure kept with a record by its code and parameters; null for one it has no words for', () => {
    const t = inHindi();
    expect(storedErrorText(t, { errorCode: 'INSUFFICIENT_BALANCE', params: { currency: 'K-Cash' } })).toBe(
      hi.errors.INSUFFICIENT_BALANCE.replace('{{currency}}', 'K-Cash'),
    );
    expect(storedErrorText(t, { errorCode: 'KYC_REQUIRED_TO_COLLECT' })).not.toBe(
      errorMessage('KYC_REQUIRED_TO_COLLECT'),
    );
    expect(storedErrorText(t, { errorCode: 'MALFORMED_JSON' })).toBeNull();
    expect(storedErrorText(t, { errorCode: 'NOT_A_CODE' })).toBeNull();
    expect(storedErrorText(t, undefined)).toBeNull();
  });
});
