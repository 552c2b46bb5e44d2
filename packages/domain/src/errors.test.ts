import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, errorMessage, errorOfMessage } from './errors';

describe('AppError', () => {
  it('carries the catalogue status and the spec message', () => {
    const error = new AppError('CONFLICT_IN_PROGRESS');
    expect(error.toBody()).toEqual({
      statusCode: 409,
      errorCode: 'CONFLICT_IN_PROGRESS',
      message: 'Conflict: Resource already in progress',
    });
    expect(ERRORS.PHONE_ALREADY_EXISTS.message).toBe('Phone number already exists');
  });

  it('round-trips through the wire shape', () => {
    const body = AppError.fieldRule('VALIDATION_FAILED', 'body/name: Required', {
      details: [{ path: 'name' }],
    }).toBody();
    const back = AppError.fromBody(JSON.parse(JSON.stringify(body)));
    expect(back.code).toBe('VALIDATION_FAILED');
    expect(back.message).toBe('body/name: Required');
    expect(back.details).toEqual([{ path: 'name' }]);
  });

  it('fills the parameters its message names, and carries them on the wire', () => {
    const error = new AppError('INSUFFICIENT_BALANCE', { params: { currency: 'K-Cash' } });
    expect(error.message).toBe('Not enough K-Cash balance');
    const body = error.toBody();
    expect(body).toEqual({
      statusCode: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Not enough K-Cash balance',
      params: { currency: 'K-Cash' },
    });
    const back = AppError.fromBody(JSON.parse(JSON.stringify(body)));
    expect([back.code, back.message, back.params]).toEqual([body.errorCode, body.message, body.params]);
  });

  it('says a named case of a code in its own words, keeping the code', () => {
    const error = new AppError('CONFLICT_IN_PROGRESS', { variant: 'already_clan_chief' });
    expect(error.toBody()).toEqual({
      statusCode: 409,
      errorCode: 'CONFLICT_IN_PROGRESS',
      variant: 'already_clan_chief',
      message: 'You are already a clan chief',
    });
    expect(AppError.fromBody(error.toBody()).variant).toBe('already_clan_chief');
    expect(AppError.fromBody({ ...error.toBody(), variant: 'nope' }).variant).toBeUndefined();
  });

  it('names the fields a service refused, and their reasons, in VALIDATION_FAILED', () => {
    const error = AppError.invalidFields([{ field: 'endsAt', reason: 'not_after_starts_at' }]);
    expect(error.toBody()).toEqual({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'Invalid request: endsAt (not_after_starts_at)',
      details: [{ field: 'endsAt', reason: 'not_after_starts_at' }],
    });
  });

  it('has well-formed parameters and cases in every message', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      const texts = [entry.message, ...Object.values('variants' in entry ? entry.variants : {})];
      for (const text of texts) expect(text.replace(/\{\w+\}/g, ''), code).not.toMatch(/[{}]/);
      for (const variant of Object.keys('variants' in entry ? entry.variants : {}))
        expect(variant, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('turns anything unexpected into SOMETHING_WENT_WRONG', () => {
    expect(AppError.fromBody('<html>').code).toBe('SOMETHING_WENT_WRONG');
    expect(AppError.fromBody({ errorCode: 'NOPE' }).code).toBe('SOMETHING_WENT_WRONG');
  });
});

describe('errorOfMessage', () => {
  it('reads back the code, case and parameters of words the catalogue has', () => {
    expect(errorOfMessage(errorMessage('KYC_REQUIRED_TO_COLLECT'))).toEqual({
      errorCode: 'KYC_REQUIRED_TO_COLLECT',
    });
    expect(errorOfMessage(errorMessage('INSUFFICIENT_BALANCE', { currency: 'K-Cash' }))).toEqual({
      errorCode: 'INSUFFICIENT_BALANCE',
      params: { currency: 'K-Cash' },
    });
    expect(
      errorOfMessage(errorMessage('SERVICE_UNAVAILABLE', undefined, 'payment_provider_unreachable')),
    ).toEqual({ errorCode: 'SERVICE_UNAVAILABLE', variant: 'payment_provider_unreachable' });
  });

  it('reads every code’s own words back to that code (or one with the same words)', () => {
    for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
      const found = errorOfMessage(errorMessage(code, { provider: 'X', currency: 'USDT', days: 3 }));
      expect(found && errorMessage(found.errorCode, found.params, found.variant), code).toBe(
        errorMessage(code, { provider: 'X', currency: 'USDT', days: 3 }),
      );
    }
  });

  it('knows no words outside the catalogue, nor a message with more around it', () => {
    expect(errorOfMessage('The payment could not be made')).toBeNull();
    expect(errorOfMessage(`${ERRORS.TRANSACTION_FAILED.message}: out of gas`)).toBeNull();
  });
});
