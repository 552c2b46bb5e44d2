import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLanguage, textDirection, toBcp47 } from '@kp/domain/languages';
import { changeLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import hi from '../../locales/hi.json';
import { POLICY_FILES } from './policy-files';
import { hasPolicyText, loadPolicy, requestedLanguage } from './policy-documents';
import { PolicyPage } from './policy-page';

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

/** The policy's own article (the page, not the app's shell). */
const article = () => screen.getByRole('article');

describe('a policy page for a reader of Hindi', () => {
  it('shows the Hindi translation, says the English text binds, and switches to English and back', async () => {
    await act(() => changeLanguage('hi'));
    const { location } = renderApp('/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(article().getAttribute('lang')).toBe('hi');
    expect(article().getAttribute('dir')).toBe('ltr');
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(hi.policyTranslation.notice);
    expect(note.getAttribute('lang')).toBe('hi');
    // The anchors are the English ones.
    expect(article().querySelector('section#data-we-collect h2')?.textContent).toBe('हम क्या एकत्र करते हैं');

    const toEnglish = within(note).getByRole('link', { name: hi.policyTranslation.readEnglish });
    expect(toEnglish.getAttribute('href')).toBe('/privacy-policy?lang=en');
    fireEvent.click(toEnglish);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/privacy-policy?lang=en');
    expect(article().getAttribute('lang')).toBe('en');
    expect(article().querySelector('section#data-we-collect h2')?.textContent).toBe('What we collect');
    const englishNote = screen.getByRole('note');
    expect(englishNote.textContent).toContain(hi.policyTranslation.readingEnglish);
    expect(englishNote.getAttribute('lang')).toBe('hi');

    fireEvent.click(within(englishNote).getByRole('link', { name: hi.policyTranslation.readTranslation }));
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/privacy-policy');
  });

  it('opens the English text from a shared address with ?lang=en, keeping the other parameters', async () => {
    await act(() => changeLanguage('hi'));
    renderApp('/privacy-policy?footer=false&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const back = within(screen.getByRole('note')).getByRole('link', {
      name: hi.policyTranslation.readTranslation,
    });
    expect(back.getAttribute('href')).toBe('/privacy-policy?footer=false');
  });

  it('follows a change of language on the page, from English to Hindi', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull(); // a reader of English needs no notice
    await act(() => changeLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(hi.policyTranslation.notice);
  });
});

describe('the policy texts', () => {
  it('loads the reader’s translation, else English; ?lang=en asks for English', async () => {
    expect((await loadPolicy('privacy-policy', 'hi')).language).toBe('hi');
    expect(hasPolicyText('privacy-policy', 'en')).toBe(true);
    expect(hasPolicyText('no-such-policy', 'hi')).toBe(false);
    await expect(loadPolicy('no-such-policy', 'hi')).rejects.toThrow(/no policy document/);
    expect(requestedLanguage('lang=en', 'hi')).toBe('en');
    expect(requestedLanguage('lang=de', 'hi')).toBe('hi');
    expect(requestedLanguage('', 'he')).toBe('he');
  });

  // Every translation there is (this branch's and those merged later), drawn: its language and
  // direction on the article, the notice in the reader's language.
  const translations = Object.keys(POLICY_FILES).flatMap((file) => {
    const [, slug = '', code] = /^\.\/policies\/([\w-]+)\/(\w+)\.ts$/.exec(file) ?? [];
    return isLanguage(code) && code !== 'en' ? [[slug, code] as const] : [];
  });

  it.each(translations)('draws %s in %s with its language and direction', async (slug, language) => {
    await act(() => changeLanguage(language));
    const { document } = await loadPolicy(slug, language);
    const location = memoryLocation({ path: `/${slug}` });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Suspense>
          <PolicyPage slug={slug} />
        </Suspense>
      </Router>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: document.title })).toBeTruthy();
    expect(article().getAttribute('lang')).toBe(toBcp47(language));
    expect(article().getAttribute('dir')).toBe(textDirection(language));
    const note = screen.getByRole('note');
    expect(note.getAttribute('lang')).toBe(toBcp47(language));
    expect(note.getAttribute('dir')).toBe(textDirection(language));
    expect(within(note).getByRole('link').getAttribute('href')).toBe(`/${slug}?lang=en`);
  });
});
