import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClanDetail } from '@kp/contract/clans';
import { isolate } from '../../components/user-text';
import { changeLanguage, loadAllMessages } from '../../lib/i18n';
import i18next from 'i18next';
import { ClanMembers } from './clan-members';
import { MEMBER_ID, clanDetail } from './clans.fixtures';

beforeAll(() => loadAllMessages());
afterAll(() => changeLanguage('en'));

/** The fixture's clan with one member renamed, as the gamer wrote their name. */
function clanWith(username: string): ClanDetail {
  const clan = clanDetail();
  return { ...clan, members: clan.members.map((m) => (m.userId === MEMBER_ID ? { ...m, username } : m)) };
}

/** The element that holds the name and nothing else. */
function nameElement(username: string): HTMLElement {
  const element = screen.getByText(username);
  expect(element.textContent).toBe(username);
  return element;
}

describe("a gamer's name among our words", () => {
  it('keeps its Latin punctuation to itself in a Hebrew page, and is cut at its own end', async () => {
    await changeLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    render(
      <ClanMembers clan={clanWith('Ann_99!')} userId={MEMBER_ID} isChief={false} onClanChange={() => {}} />,
    );

    const name = nameElement('Ann_99!');
    // Isolated, with its own direction (left to right): "!" stays after "Ann_99", the Hebrew
    // "(את/ה)" after it stays in the page's order.
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('auto');
    // The ellipsis goes at the end of the element that has the name's direction, not of the
    // right-to-left line around it, which would cut the name's start.
    expect(name.className).toContain('truncate');
    expect(name.parentElement?.className).not.toContain('truncate');
    expect(name.parentElement?.textContent).toContain(i18next.t('clans.you'));
  });

  it('keeps a Hindi name from pulling the English words after it', async () => {
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    render(
      <ClanMembers clan={clanWith('राहुल')} userId={MEMBER_ID} isChief={false} onClanChange={() => {}} />,
    );

    const name = nameElement('राहुल');
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.parentElement?.textContent).toBe('राहुल (you)');
  });

  it('is isolated inside a translated sentence where directions mix', async () => {
    await changeLanguage('he');
    const hebrew = i18next.t('clans.joined', { name: isolate('Ann_99!') });
    expect(hebrew).toContain('\u2068Ann_99!\u2069');
    await changeLanguage('en');
    expect(i18next.t('clans.joined', { name: isolate('שרה!') })).toContain('\u2068שרה!\u2069');
    // Two left-to-right scripts do not mix directions: the Hindi name stays bare.
    expect(i18next.t('clans.joined', { name: isolate('राहुल') })).toContain(' राहुल');
  });
});
