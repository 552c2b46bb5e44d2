import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import he from '../../locales/he.json';
import hi from '../../locales/hi.json';

// A build in which the policies have no translation yet: only their English texts.
vi.mock('./policy-files', async (importOriginal) => {
  const { POLICY_FILES } = await importOriginal<typeof import('./policy-files')>();
  return {
    POLICY_FILES: Object.fromEntries(
      Object.entries(POLICY_FILES).filter(([file]) => file.endsWith('/en.ts')),
    ),
  };
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('{"statusCode":200,"data":[]}', { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

describe('a policy with no translation in the reader’s language', () => {
  it('shows the English text, saying it is published in English, with nothing to switch to', async () => {
    await act(() => changeLanguage('hi'));
    renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('en');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(hi.policyTranslation.englishOnly);
    expect(note.getAttribute('lang')).toBe('hi');
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('keeps the English text left-to-right for a reader of Hebrew, the note right-to-left', async () => {
    await act(() => changeLanguage('he'));
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect([article.getAttribute('lang'), article.getAttribute('dir')]).toEqual(['en', 'ltr']);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(he.policyTranslation.englishOnly);
    expect([note.getAttribute('lang'), note.getAttribute('dir')]).toEqual(['he', 'rtl']);
  });
});
