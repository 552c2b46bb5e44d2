import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycDocumentState, KycStatus } from '@kp/contract/kyc';
import { KYC_MESSAGES, KYC_REJECTION_REASONS, type KycDocument } from '@kp/domain/kyc';
import { FORMAT_MESSAGES } from '@kp/domain/validation';
import { registerModals } from '../../app/modals';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import en from '../../locales/en.json';
import { KYC_FIELD_MESSAGE_KEYS } from './kyc-messages';
import { KYC_POLL_MS } from './use-kyc-status';
import { isolate } from '../../components/user-text';

const STATUS = '/api/kyc/status';
const STREAM = '/api/kyc/verification-status';

function doc(document: KycDocument, fields: Partial<KycDocumentState> = {}): KycDocumentState {
  return {
    document,
    status: 'not_submitted',
    maskedNumber: null,
    holderName: null,
    details: {},
    reason: null,
    submittedAt: null,
    decidedAt: null,
    update: null,
    ...fields,
  };
}

const AT = '2026-11-23T10:00:00.000Z';
const verified = (document: KycDocument, maskedNumber: string, fields: Partial<KycDocumentState> = {}) =>
  doc(document, {
    status: 'verified',
    maskedNumber,
    holderName: 'ASHA RAO',
    submittedAt: AT,
    decidedAt: AT,
    ...fields,
  });
const pending = (document: KycDocument, maskedNumber: string) =>
  doc(document, { status: 'pending', maskedNumber, submittedAt: AT });

function india(documents: Partial<Record<'pan' | 'aadhaar' | 'bank', KycDocumentState>> = {}): KycStatus {
  const list = (['pan', 'aadhaar', 'bank'] as const).map((d) => documents[d] ?? doc(d));
  const isDone = list.every((d) => d.status === 'verified');
  return {
    country: 'IN',
    region: 'IN',
    required: true,
    verified: isDone,
    documents: list,
    bonus: { amount: '100.00', currency: 'KCASH', status: isDone ? 'available' : 'locked', claimedAt: null },
  };
}

/** A browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private listeners: ((event: { data: string }) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    if (type === 'status') this.listeners.push(listener);
  }
  /** The server sends a status. */
  send(status: KycStatus) {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.listeners.forEach((l) => l({ data: JSON.stringify(status) })));
  }
  /** The server refuses the stream (a 401): the browser gives up on it. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  static latest() {
    return FakeEventSource.instances.at(-1)!;
  }
}

function server(initial: KycStatus, routes: Record<string, FakeRoute> = {}) {
  let current = initial;
  const fake = stubServer({
    '/api/banners': () => ok([]),
    [STATUS]: () => ok(current),
    ...routes,
  });
  return {
    ...fake,
    set(next: KycStatus) {
      current = next;
    },
  };
}

/** The page as a signed-in user opens it, once the status has loaded (steps, or the error / no-KYC text). */
async function openKyc(url = '/kyc', options: { hasSteps?: boolean } = {}) {
  signIn(USER, 'phone');
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Verify your identity' }, { timeout: 10_000 });
  if (options.hasSteps ?? true) await screen.findByRole('list', { name: 'Verification steps' });
  return view;
}

const step = (name: string) => screen.getByRole('region', { name: new RegExp(`${name}$`) });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  FakeEventSource.instances = [];
  await loadSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  registerModals();
});

describe('the KYC page', () => {
  it('asks a visitor who is signed out to sign in', async () => {
    stubServer({ '/api/banners': () => ok([]) });
    registerModal('login', async () => ({ default: () => <div role="dialog" aria-label="Test sign-in" /> }));
    renderApp('/kyc');
    expect(await screen.findByRole('dialog', { name: 'Test sign-in' })).toBeTruthy();
    expect(screen.getByText('Sign in to verify your identity.')).toBeTruthy();
  });

  it("shows India's three steps, the later ones waiting for the PAN, and the bonus to come", async () => {
    server(india());
    await openKyc();
    expect(
      await screen.findByText(/earnings are collected only after your identity is verified/),
    ).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Verification steps' })).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Step 1 of 3PAN',
      'Step 2 of 3Aadhaar',
      'Step 3 of 3Bank account',
    ]);
    expect(field(step('PAN'), 'PAN')).toBeTruthy();
    expect(within(step('Aadhaar')).getByText('Verify your PAN first.')).toBeTruthy();
    expect(within(step('Bank account')).getByText('Verify your PAN first.')).toBeTruthy();
    expect(within(step('Aadhaar')).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Complete your verification to get 100 K-Cash.')).toBeTruthy();
  });

  it('checks the form with the rules and words of the api before sending anything', async () => {
    const fake = server(india());
    await openKyc();
    const pan = step('PAN');
    fireEvent.click(within(pan).getByRole('button', { name: 'Verify' }));
    const panField = field(pan, 'PAN');
    expect(panField.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(panField);
    expect(within(pan).getAllByText('Please enter value')).toHaveLength(2);

    fireEvent.change(panField, { target: { value: 'ABCCE1234F' } });
    fireEvent.change(field(pan, 'Name as on your PAN card'), { target: { value: 'Asha 2' } });
    fireEvent.click(within(pan).getByRole('button', { name: 'Verify' }));
    expect(within(pan).getByText(KYC_MESSAGES.personalPan)).toBeTruthy();
    expect(within(pan).getByText('only alphabets allowed')).toBeTruthy();
    expect(fake.requests('/api/kyc/verify-pan')).toEqual([]);
  });

  it('sends the PAN, shows it pending with its last four, and follows the stream until it is verified', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fake = server(india(), {
      '/api/kyc/verify-pan': () => ok(india({ pan: pending('pan', 'XXXXXX234F') }), 202),
    });
    await openKyc();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.latest().url).toBe(STREAM);
    const pan = step('PAN');
    fireEvent.change(field(pan, 'PAN'), { target: { value: ' abcpe 1234f' } });
    fireEvent.change(field(pan, 'Name as on your PAN card'), { target: { value: 'Asha Rao' } });
    fireEvent.click(within(pan).getByRole('button', { name: 'Verify' }));

    await within(step('PAN')).findByText(/We are checking this with the registry/);
    expect(fake.requests('/api/kyc/verify-pan')[0]!.body).toEqual({ pan: 'ABCPE1234F', name: 'Asha Rao' });
    expect(within(step('PAN')).getByText('XXXXXX234F')).toBeTruthy();
    expect(within(step('PAN')).getByText('Checking')).toBeTruthy();

    FakeEventSource.latest().send(india({ pan: verified('pan', 'XXXXXX234F') }));
    expect(await within(step('PAN')).findByText(`Verified as ${isolate('ASHA RAO')}`)).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true, name: '' }).textContent).toContain('PAN: Verified');
    // The Aadhaar step opens now.
    expect(field(step('Aadhaar'), 'Aadhaar number')).toBeTruthy();
  });

  it('reads the status again and reconnects when the server refuses the stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    const fake = server(india());
    await openKyc();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const reads = fake.requests(STATUS).length;
    fake.set(india({ pan: verified('pan', 'XXXXXX234F') }));
    FakeEventSource.latest().refuse();
    // Read through the api client (which renews the session), so the page is not left behind.
    expect(await within(step('PAN')).findByText(`Verified as ${isolate('ASHA RAO')}`)).toBeTruthy();
    expect(fake.requests(STATUS).length).toBe(reads + 1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('without EventSource, reads the status every few seconds while a check is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = server(india({ pan: pending('pan', 'XXXXXX234F') }));
    await openKyc();
    await within(step('PAN')).findByText(/We are checking this with the registry/);
    fake.set(
      india({
        pan: doc('pan', {
          status: 'rejected',
          maskedNumber: 'XXXXXX999F',
          reason: { code: 'NAME_MISMATCH', message: '' },
          submittedAt: AT,
          decidedAt: AT,
        }),
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(KYC_POLL_MS));
    const pan = step('PAN');
    expect(
      await within(pan).findByText(`This could not be verified: ${KYC_REJECTION_REASONS.NAME_MISMATCH}`),
    ).toBeTruthy();
    // Turned down: the form is there to send it again.
    expect(field(pan, 'PAN')).toBeTruthy();
    const reads = fake.requests(STATUS).length;
    await act(() => vi.advanceTimersByTimeAsync(KYC_POLL_MS * 2));
    expect(fake.requests(STATUS).length).toBe(reads);
  });

  it('brings the required document forward when opened from collecting earnings', async () => {
    server(india());
    await openKyc('/kyc?requiredDoc=pan');
    expect(await screen.findByText('To collect your earnings, verify your PAN.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(step('PAN')).getByRole('heading', { level: 2 })),
    );
  });

  it('says what the server refused, in its words', async () => {
    server(india(), {
      '/api/kyc/verify-pan': () =>
        failure(409, 'KYC_DOCUMENT_IN_USE', 'This PAN is already linked to another account'),
    });
    await openKyc();
    const pan = step('PAN');
    fireEvent.change(field(pan, 'PAN'), { target: { value: 'ABCPE1234F' } });
    fireEvent.change(field(pan, 'Name as on your PAN card'), { target: { value: 'Asha Rao' } });
    fireEvent.click(within(pan).getByRole('button', { name: 'Verify' }));
    expect((await within(pan).findByRole('alert')).textContent).toBe(
      'This document is already linked to another account.',
    );
  });

  it('checks the bank account twice typed and replaces a verified one through update-bank', async () => {
    const done = india({
      pan: verified('pan', 'XXXXXX234F'),
      aadhaar: verified('aadhaar', 'XXXX XXXX 0124'),
      bank: verified('bank', 'XXXX1234', { details: { ifsc: 'HDFC0001234' } }),
    });
    const updating = india({
      ...Object.fromEntries(done.documents.map((d) => [d.document, d])),
      bank: {
        ...done.documents[2]!,
        update: {
          status: 'pending',
          maskedNumber: 'XXXX5678',
          reason: null,
          submittedAt: AT,
          decidedAt: null,
        },
      },
    });
    const fake = server(done, { '/api/kyc/update-bank': () => ok(updating, 202) });
    await openKyc();
    const bank = step('Bank account');
    expect(within(bank).getByText('HDFC0001234')).toBeTruthy();
    fireEvent.click(within(bank).getByRole('button', { name: 'Change bank account' }));
    fireEvent.change(field(bank, 'Account number'), { target: { value: '123456785678' } });
    fireEvent.change(field(bank, 'Account number again'), { target: { value: '123456785679' } });
    fireEvent.change(field(bank, 'IFSC'), { target: { value: 'sbin0005678' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Verify' }));
    expect(within(bank).getByText('The two account numbers are not the same')).toBeTruthy();
    fireEvent.change(field(bank, 'Account number again'), { target: { value: '123456785678' } });
    fireEvent.click(within(bank).getByRole('button', { name: 'Verify' }));
    expect(await within(bank).findByText(/Your new Bank account \(XXXX5678\) is being checked/)).toBeTruthy();
    expect(fake.requests('/api/kyc/update-bank')[0]!.body).toEqual({
      accountNumber: '123456785678',
      ifsc: 'SBIN0005678',
    });
  });

  it('claims the bonus once KYC is complete, with an Idempotency-Key, and shows it claimed', async () => {
    const done = india({
      pan: verified('pan', 'XXXXXX234F'),
      aadhaar: verified('aadhaar', 'XXXX XXXX 0124'),
      bank: verified('bank', 'XXXX1234'),
    });
    const claimed = { ...done, bonus: { ...done.bonus!, status: 'claimed' as const, claimedAt: AT } };
    const fake = server(done, {
      '/api/kyc/claim-bonus': () => {
        fake.set(claimed);
        return ok({
          amount: '100.00',
          currency: 'KCASH',
          entryId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e00ff',
          claimedAt: AT,
        });
      },
      '/api/wallets/balance': () => ok({ balances: [] }),
    });
    await openKyc();
    expect(screen.getByText('Your identity is verified.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 100 K-Cash' }));
    expect(await screen.findByText(/You claimed 100 K-Cash on/)).toBeTruthy();
    const [request] = fake.requests('/api/kyc/claim-bonus');
    expect(new Headers(request!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('button', { name: 'Claim 100 K-Cash' })).toBeNull();
  });

  it("shows Brazil's CPF and PIX steps as optional, and nothing to do elsewhere", async () => {
    const brazil: KycStatus = {
      country: 'BR',
      region: 'BR',
      required: false,
      verified: false,
      documents: [doc('cpf'), doc('pix')],
      bonus: { amount: '100.00', currency: 'KCASH', status: 'locked', claimedAt: null },
    };
    const fake = server(brazil);
    const view = await openKyc();
    expect(await screen.findByText(/optional in your region/)).toBeTruthy();
    expect(
      screen.getByText(/^Rules applied: Brazil, from your verified phone number or completed KYC/),
    ).toBeTruthy();
    expect(field(step('CPF'), 'CPF')).toBeTruthy();
    expect(within(step('PIX key')).getByText('Verify your CPF first.')).toBeTruthy();
    fireEvent.change(field(step('CPF'), 'CPF'), { target: { value: '529.982.247-26' } });
    fireEvent.change(field(step('CPF'), 'Full name as registered with your CPF'), {
      target: { value: 'Maria Silva' },
    });
    fireEvent.click(within(step('CPF')).getByRole('button', { name: 'Verify' }));
    expect(within(step('CPF')).getByText(KYC_MESSAGES.validCpf)).toBeTruthy();
    view.unmount();

    fake.set({
      country: 'DE',
      region: 'Others',
      required: false,
      verified: false,
      documents: [],
      bonus: null,
    });
    const elsewhere = await openKyc('/kyc', { hasSteps: false });
    expect(await screen.findByText('Identity verification is not needed in your region.')).toBeTruthy();
    expect(screen.getByText(/^Rules applied: Germany,/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Verification steps' })).toBeNull();
    elsewhere.unmount();

    // No verified phone and no KYC: no country yet, and the page says how to get one.
    fake.set({
      country: null,
      region: 'Others',
      required: false,
      verified: false,
      documents: [],
      bonus: null,
    });
    await openKyc('/kyc', { hasSteps: false });
    expect(
      await screen.findByText(/^Verify your phone number in your profile: its country decides/),
    ).toBeTruthy();
    expect(screen.queryByText('Identity verification is not needed in your region.')).toBeNull();
  });

  it('shows an error it can retry when the status cannot be read', async () => {
    let isDown = true;
    stubServer({
      '/api/banners': () => ok([]),
      [STATUS]: () => (isDown ? failure(500, 'SOMETHING_WENT_WRONG') : ok(india())),
    });
    await openKyc('/kyc', { hasSteps: false });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your verification could not be loaded.',
    );
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Verification steps' })).toBeTruthy();
  });

  it('opens the KYC FAQ modal', async () => {
    server(india());
    await openKyc();
    fireEvent.click(screen.getByRole('button', { name: 'KYC FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'KYC FAQ' });
    expect(within(dialog).getByText('Is my data safe?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'KYC FAQ' })).toBeNull());
  });
});

describe('the KYC texts', () => {
  it('are the domain rules’ own words in English', () => {
    const english = (key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);
    for (const [message, key] of Object.entries(KYC_FIELD_MESSAGE_KEYS)) expect(english(key)).toBe(message);
    expect(Object.keys(KYC_FIELD_MESSAGE_KEYS)).toEqual(
      expect.arrayContaining([
        FORMAT_MESSAGES.validAccountNumber,
        FORMAT_MESSAGES.validIfsc,
        ...Object.values(KYC_MESSAGES),
      ]),
    );
    for (const [code, message] of Object.entries(KYC_REJECTION_REASONS))
      expect(english(`kyc.reasons.${code}`)).toBe(message);
  });
});
