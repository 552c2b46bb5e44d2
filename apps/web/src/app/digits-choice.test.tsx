import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DIGITS_STORAGE_KEY, setDevanagariDigits } from '@kp/domain/languages';
import hi from '../locales/hi.json';
import { changeLanguage, loadAllMessages } from '../lib/i18n';
import { DigitsChoice } from './digits-choice';

afterEach(async () => {
  setDevanagariDigits(false);
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

describe('the choice of digits in the account menu', () => {
  it('lets a Hindi reader choose Devanagari digits, each choice in its own digits', async () => {
    // The account menu, where the choice is, draws with all the reader's messages.
    await act(() => changeLanguage('hi').then(() => loadAllMessages()));
    render(<DigitsChoice />);
    const group = screen.getByRole('group', { name: hi.account.digits });
    const latin = screen.getByRole('radio', { name: '123' }) as HTMLInputElement;
    const devanagari = screen.getByRole('radio', { name: '१२३' }) as HTMLInputElement;
    expect(group.contains(devanagari)).toBe(true);
    expect(latin.checked).toBe(true);

    fireEvent.click(devanagari);
    await waitFor(() => expect(i18next.language).toBe('hi-u-nu-deva'));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '१२३' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBe('deva');

    fireEvent.click(screen.getByRole('radio', { name: '123' }));
    await waitFor(() => expect(i18next.language).toBe('hi'));
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBeNull();
  });

  it('is not offered to readers of languages not written in Devanagari', async () => {
    await act(() => changeLanguage('bn'));
    const { container } = render(<DigitsChoice />);
    expect(container.innerHTML).toBe('');
  });
});
