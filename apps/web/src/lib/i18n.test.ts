import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import ru from '../locales/ru.json';
import ua from '../locales/ua.json';
import { toBcp47 } from '@kp/domain/languages';
import { FIRST_LOAD_SECTIONS } from '../locales/first-load';
import { changeLanguage, loadAllMessages, loadFirstMessages } from './i18n';

describe('the messages', () => {
  it('start with the first render’s only, and are whole once a page past it asks for them', async () => {
    const t = i18next.getFixedT('en');
    expect(i18next.exists('header.signIn', { lng: 'en' })).toBe(true);
    expect(i18next.exists('session.expired', { lng: 'en' })).toBe(true);
    expect(i18next.exists('auth.title', { lng: 'en' })).toBe(false);
    await loadAllMessages();
    expect(t('auth.title')).toBe(en.auth.title);
    expect(t('register.title')).toBe(en.register.title);
    expect(t('header.signIn')).toBe(en.header.signIn);
  });

  it('of another language come without English, first the first render’s, whole when asked', async () => {
    const first = await loadFirstMessages('hi');
    expect(Object.keys(first)).toEqual([...FIRST_LOAD_SECTIONS]);
    expect(first.header).toEqual(hi.header);
    expect(first).not.toHaveProperty('auth');
    await loadAllMessages('hi');
    expect(i18next.t('auth.title', { lng: toBcp47('hi') })).toBe(hi.auth.title);
  });
});

describe('counts', () => {
  afterEach(() => changeLanguage('en'));

  it('take the plural form of the reader’s language, by its BCP 47 rules', async () => {
    await changeLanguage('ru');
    const found = (count: number) => i18next.t('games.found', { count });
    expect([1, 3, 5, 21].map(found)).toEqual([
      ru.games.found_one.replace('{{count, number}}', '1'),
      ru.games.found_few.replace('{{count, number}}', '3'),
      ru.games.found_many.replace('{{count, number}}', '5'),
      ru.games.found_one.replace('{{count, number}}', '21'),
    ]);
    // Ukrainian's spec code is `ua`: it still counts by Ukrainian rules, not English ones.
    await changeLanguage('ua');
    expect(i18next.t('games.found', { count: 3 })).toBe(ua.games.found_few.replace('{{count, number}}', '3'));
  });

  it('write the count as the reader’s numbers are written', async () => {
    await changeLanguage('hi');
    expect(i18next.t('games.found', { count: 100_000 })).toBe(
      hi.games.found_other.replace('{{count, number}}', '1,00,000'),
    );
    await changeLanguage('en');
    await loadAllMessages();
    expect(i18next.t('games.found', { count: 1 })).toBe('1 game found');
    expect(i18next.t('games.found', { count: 12_345 })).toBe('12,345 games found');
  });
});
