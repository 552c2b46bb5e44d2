import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { loadAllEnglish } from './i18n';

describe('the English texts', () => {
  it('start with the shell’s only, and are whole once the features behind sign-in ask for them', async () => {
    const t = i18next.getFixedT('en');
    expect(i18next.exists('header.signIn', { lng: 'en' })).toBe(true);
    expect(i18next.exists('session.expired', { lng: 'en' })).toBe(true);
    expect(i18next.exists('auth.title', { lng: 'en' })).toBe(false);
    await loadAllEnglish();
    expect(t('auth.title')).toBe(en.auth.title);
    expect(t('register.title')).toBe(en.register.title);
    expect(t('header.signIn')).toBe(en.header.signIn);
  });
});
