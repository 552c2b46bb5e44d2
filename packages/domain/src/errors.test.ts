import { describe, expect, it } from 'vitest';
import { AppError, ERRORS } from './errors';

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
    const body = new AppError('VALIDATION_FAILED', {
      message: 'body/name: Required',
      details: [{ path: 'name' }],
    }).toBody();
    const back = AppError.fromBody(JSON.parse(JSON.stringify(body)));
    expect(back.code).toBe('VALIDATION_FAILED');
    expect(back.message).toBe('body/name: Required');
    expect(back.details).toEqual([{ path: 'name' }]);
  });

  it('turns anything unexpected into SOMETHING_WENT_WRONG', () => {
    expect(AppError.fromBody('<html>').code).toBe('SOMETHING_WENT_WRONG');
    expect(AppError.fromBody({ errorCode: 'NOPE' }).code).toBe('SOMETHING_WENT_WRONG');
  });
});
