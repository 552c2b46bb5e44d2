import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';

const LINK_CODE = '/api/authentication/link-code';
const LIFETIME_MS = 5 * 60_000;

const linkCode = (n: number) => {
  const code = `code${n}AbCdEfGhIjKlMnOp`;
  const qrRefId = `5f0c1d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6${n}`;
  return {
    code,
    qrRefId,
    expiresAt: new Date(Date.now() + LIFETIME_MS).toISOString(),
    path: `/?code=${code}&qr_ref_id=${qrRefId}`,
  };
};

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing in on another device', () => {
  it('makes a single-use link, shows it with a copy button and its time left, and a new one once expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let made = 0;
    const { requests } = stubServer({ [LINK_CODE]: () => ok(linkCode(++made), 201) });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/privacy-policy');
    act(() => signIn(USER, 'phone'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in on another device', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign in on another device' }));
    const field = (await dialog.findByRole('textbox', { name: 'Sign-in link' })) as HTMLInputElement;
    expect(field.value).toBe(`${location.origin}${linkCode(1).path}`);
    expect(requests(LINK_CODE)[0]?.method).toBe('POST');
    expect(dialog.getByText(/^Expires in (5:00|4:59)$/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Copy sign-in link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(field.value));
    expect(await dialog.findByRole('button', { name: 'Copy sign-in link' })).toHaveProperty(
      'textContent',
      'Copied',
    );

    act(() => vi.advanceTimersByTime(60_000));
    expect(dialog.getByText(/^Expires in (4:00|3:59)$/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(LIFETIME_MS));
    expect(dialog.getByText('This link has expired.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect((dialog.getByRole('textbox', { name: 'Sign-in link' }) as HTMLInputElement).value).toContain(
        'code2',
      ),
    );
  });
});
