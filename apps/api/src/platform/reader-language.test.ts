import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

const reading = (acceptLanguage?: string) => ({
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('the language a request is read in', () => {
  it('follows Accept-Language by its weights, to the spec code', () => {
    expect(readerLanguage(reading('hi-IN,hi;q=0.9,en;q=0.8'))).toBe('hi');
    expect(readerLanguage(reading('en;q=0.5, pt-BR'))).toBe('pt');
    expect(readerLanguage(reading('uk-UA'))).toBe('ua');
    expect(readerLanguage(reading('bn-u-nu-latn'))).toBe('bn');
    expect(readerLanguage(reading('zh-TW'))).toBe('zh');
  });

  it('skips languages it has none of, and falls back to English', () => {
    expect(readerLanguage(reading('sw, ta;q=0.4'))).toBe('ta');
    expect(readerLanguage(reading('sw'))).toBe('en');
    expect(readerLanguage(reading())).toBe('en');
    expect(readerLanguage(reading('*'))).toBe('en');
  });

  it('puts the account’s stored choice first', () => {
    expect(readerLanguage(reading('hi-IN'), 'ne')).toBe('ne');
    expect(readerLanguage(reading('hi-IN'), null)).toBe('hi');
  });
});
