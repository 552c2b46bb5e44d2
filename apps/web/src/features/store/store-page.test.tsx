import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletBalance } from '@kp/contract/ledger';
import type { Redemption, Voucher } from '@kp/contract/store';
import { ERRORS } from '@kp/domain/errors';
import i18next from 'i18next';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import { registerModal } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import {
  answer,
  failure,
  ok,
  PROFILE,
  stubServer,
  USER,
  type FakeRoute,
} from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { STORE_ERRORS } from './store-errors';

const DATA_PACK: Voucher = {
  id: '11111111-1111-4111-8111-111111111111',
  language: 'en',
  slug: 'data-pack-2gb',
  title: '2 GB data pack',
  brand: 'Data',
  description: 'Two gigabytes of mobile data.',
  price: '8.00',
  currency: 'KCASH',
  currencyName: 'K-Cash',
  imageUrl: '/api/images/0b6f9a4e-3c1d-4e2f-9a8b-7c6d5e4f3a2b',
  isOtpRequired: false,
  stock: 5,
  isAvailable: true,
};
const RECHARGE: Voucher = {
  ...DATA_PACK,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'mobile-recharge',
  title: 'Mobile recharge',
  brand: 'Recharge',
  price: '12.00',
  isOtpRequired: true,
  stock: 2,
};
const HOODIE: Voucher = {
  ...DATA_PACK,
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'kplay-hoodie',
  title: 'KPlay hoodie',
  brand: 'Merch',
  price: '250.00',
  stock: 0,
  isAvailable: false,
};
const BALANCES: WalletBalance[] = [
  {
    currency: 'KCASH',
    name: 'K-Cash',
    scale: 2,
    balance: '20.00',
    subBalances: { earned: '20.00', purchased: '0.00' },
  },
];
const REDEMPTION_ID = '44444444-4444-4444-8444-444444444444';

function redemption(over: Partial<Redemption> = {}): Redemption {
  return {
    id: REDEMPTION_ID,
    voucher: {
      id: DATA_PACK.id,
      slug: DATA_PACK.slug,
      title: DATA_PACK.title,
      brand: DATA_PACK.brand,
      language: 'en',
    },
    status: 'completed',
    price: '8.00',
    currency: 'KCASH',
    currencyName: 'K-Cash',
    code: null,
    challenge: null,
    expiresAt: '2030-01-01T00:30:00.000Z',
    ledgerEntryId: '55555555-5555-4555-8555-555555555555',
    createdAt: '2030-01-01T00:00:00.000Z',
    completedAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

const PENDING = redemption({
  voucher: {
    id: RECHARGE.id,
    slug: RECHARGE.slug,
    title: RECHARGE.title,
    brand: RECHARGE.brand,
    language: 'en',
  },
  status: 'pending',
  price: '12.00',
  ledgerEntryId: null,
  completedAt: null,
  challenge: {
    phoneNumber: '******3210',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
  },
});

const REDEMPTION_URL = `/api/vouchers/redemptions/${REDEMPTION_ID}`;

function server(routes: Record<string, FakeRoute> = {}) {
  return stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/wallets/balance': () => ok({ balances: BALANCES }),
    '/api/vouchers': () => ok({ vouchers: [DATA_PACK, RECHARGE, HOODIE], total: 3 }),
    [REDEMPTION_URL]: () => ok(redemption({ code: 'KP-7Q4M-XR2D-9KCF' })),
    ...routes,
  });
}

async function openStore() {
  renderApp('/k-store/');
  await screen.findByRole('heading', { level: 1, name: 'K-Store' });
  return within(screen.getByRole('main'));
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeAll(async () => {
  registerModals();
  await loadAllMessages();
});
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  registerModals();
});

describe('the K-Store page', () => {
  it('shows each voucher with its price and stock, and a sold-out one that cannot be redeemed', async () => {
    server();
    const main = await openStore();
    const card = (title: string) => main.getByRole('article', { name: title });
    await main.findByRole('article', { name: '2 GB data pack' });
    expect(within(card('2 GB data pack')).getByText('8 K-Cash')).toBeTruthy();
    expect(within(card('2 GB data pack')).getByText('5 in stock')).toBeTruthy();
    expect(within(card('2 GB data pack')).getByText('No code needed')).toBeTruthy();
    expect(within(card('Mobile recharge')).getByText('Confirmed with a one-time code')).toBeTruthy();
    const soldOut = within(card('KPlay hoodie')).getByRole('button', { name: 'Redeem KPlay hoodie' });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    expect(soldOut.textContent).toBe('Sold out');
    expect(main.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when nothing is on sale', async () => {
    server({ '/api/vouchers': () => ok({ vouchers: [], total: 0 }) });
    const main = await openStore();
    expect(await main.findByText('No vouchers are on sale right now. Check back soon.')).toBeTruthy();
  });

  it('offers a retry when the vouchers cannot be loaded, and pages through more', async () => {
    let calls = 0;
    const fake = server({
      '/api/vouchers': ({ url }) => {
        calls++;
        if (calls === 1) return failure(503, 'SERVICE_UNAVAILABLE');
        return url.searchParams.get('offset') === '0'
          ? ok({ vouchers: [DATA_PACK, RECHARGE], total: 3 })
          : ok({ vouchers: [HOODIE], total: 3 });
      },
    });
    const main = await openStore();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('The vouchers could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await main.findByRole('article', { name: 'Mobile recharge' });
    fireEvent.click(main.getByRole('button', { name: 'Show more' }));
    await main.findByRole('article', { name: 'KPlay hoodie' });
    expect(main.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(fake.requests('/api/vouchers').map((r) => r.url.searchParams.get('offset'))).toEqual([
      '0',
      '0',
      '2',
    ]);
  });

  it('shows the reader’s balance and turns off, with what is missing and where to earn it, what they cannot afford', async () => {
    const TABLET: Voucher = {
      ...DATA_PACK,
      id: '66666666-6666-4666-8666-666666666666',
      slug: 'game-pass',
      title: 'Game pass',
      price: '24.50',
    };
    const POINTS: Voucher = {
      ...DATA_PACK,
      id: '77777777-7777-4777-8777-777777777777',
      slug: 'sticker-pack',
      title: 'Sticker pack',
      price: '1500',
      currency: 'KPOINTS',
      currencyName: 'K-Points',
    };
    server({
      '/api/vouchers': () => ok({ vouchers: [DATA_PACK, TABLET, POINTS, HOODIE], total: 4 }),
      '/api/wallets/balance': () =>
        ok({
          balances: [
            ...BALANCES,
            { currency: 'KPOINTS', name: 'K-Points', scale: 0, balance: '1200' },
            { currency: 'USDT', name: 'USDT', scale: 6, balance: '3.000000' },
          ],
        }),
    });
    signIn(USER, 'phone');
    const main = await openStore();
    // The balance of what the vouchers are priced in (K-Cash first), not of every currency.
    const balance = within(await main.findByRole('region', { name: 'Your balance' }));
    expect(await balance.findByText('20 K-Cash')).toBeTruthy();
    expect(balance.getByText('1,200 K-Points')).toBeTruthy();
    expect(balance.queryByText(/USDT/)).toBeNull();
    const card = (title: string) => within(main.getByRole('article', { name: title }));
    const redeem = (title: string) =>
      card(title).getByRole('button', { name: `Redeem ${title}` }) as HTMLButtonElement;
    // Affordable: on, and nothing is said.
    expect(redeem('2 GB data pack').disabled).toBe(false);
    expect(card('2 GB data pack').queryByText(/^Need/)).toBeNull();
    // 24.5 K-Cash against 20: 4.5 more needed, in the voucher's currency, with the way to earn it.
    await waitFor(() => expect(redeem('Game pass').disabled).toBe(true));
    const need = card('Game pass').getByText(/^Need 4\.5 K-Cash more/);
    expect(need.textContent).toBe('Need 4.5 K-Cash more — earn it');
    expect(card('Game pass').getByRole('link', { name: 'earn it' }).getAttribute('href')).toBe('/k-quest/');
    expect(redeem('Game pass').getAttribute('aria-describedby')).toBe(need.id);
    expect(card('Sticker pack').getByText(/^Need 300 K-Points more/)).toBeTruthy();
    expect(redeem('Sticker pack').disabled).toBe(true);
    // Sold out stays sold out, whatever the balance.
    expect(redeem('KPlay hoodie').textContent).toBe('Sold out');
    expect(card('KPlay hoodie').queryByText(/^Need/)).toBeNull();
  });

  it('prices by Intl in the reader’s language', async () => {
    server({
      '/api/vouchers': () => ok({ vouchers: [{ ...DATA_PACK, price: '123456.50' }], total: 1 }),
    });
    await i18next.changeLanguage('de');
    try {
      const main = await openStore();
      expect(await main.findByText('123.456,5 K-Cash')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('asks a signed-out visitor to sign in before redeeming', async () => {
    server();
    registerModal('login', async () => ({ default: () => <p>The sign-in modal</p> }));
    const main = await openStore();
    fireEvent.click(await main.findByRole('button', { name: 'Redeem 2 GB data pack' }));
    expect(await screen.findByText('The sign-in modal')).toBeTruthy();
  });
});

describe('redeeming a voucher without a code (store OTP-less modal)', () => {
  it('confirms, pays at once under one Idempotency-Key, refreshes balances and shows the code', async () => {
    const fake = server({
      [`POST /api/vouchers/${DATA_PACK.id}/redeem`]: () => ok(redemption(), 201),
    });
    signIn(USER, 'phone');
    const { location } = renderApp('/k-store/');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 2 GB data pack' }));
    const modal = within(await dialog('Redeem without a code'));
    expect(modal.getByText('8 K-Cash')).toBeTruthy();
    expect(await modal.findByText('20 K-Cash')).toBeTruthy();
    const picture = (await dialog('Redeem without a code')).querySelector('img')!;
    expect(picture.getAttribute('src')).toBe(DATA_PACK.imageUrl);
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['48', '48']);
    const balanceReads = fake.requests('/api/wallets/balance').length;
    fireEvent.click(modal.getByRole('button', { name: 'Confirm and redeem' }));

    await screen.findByRole('heading', { level: 1, name: 'Purchase confirmation' });
    expect(location.history?.at(-1)).toBe(`/purchase-confirmation?redemptionId=${REDEMPTION_ID}`);
    const [sent] = fake.requests(`/api/vouchers/${DATA_PACK.id}/redeem`);
    expect(new Headers(sent!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('KP-7Q4M-XR2D-9KCF')).toBeTruthy();
    expect(main.getByText('Your voucher is ready')).toBeTruthy();
    expect(main.getByRole('button', { name: 'Copy the voucher code' })).toBeTruthy();
    await waitFor(() => expect(fake.requests('/api/wallets/balance').length).toBeGreaterThan(balanceReads));
  });

  it('shows refusals in the spec’s words, and a retry carries the same Idempotency-Key', async () => {
    const answers = [
      failure(422, 'INSUFFICIENT_BALANCE', 'Not enough K-Cash balance'),
      failure(409, 'VOUCHER_OUT_OF_STOCK', 'This voucher is sold out'),
      failure(409, 'CONFLICT_IN_PROGRESS', 'Conflict: Resource already in progress'),
    ];
    const fake = server({ [`POST /api/vouchers/${DATA_PACK.id}/redeem`]: () => answers.shift()! });
    signIn(USER, 'phone');
    renderApp('/k-store/');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 2 GB data pack' }));
    const modal = within(await dialog('Redeem without a code'));
    const confirm = modal.getByRole('button', { name: 'Confirm and redeem' });
    fireEvent.click(confirm);
    expect((await modal.findByRole('alert')).textContent).toBe('Not enough K-Cash balance');
    fireEvent.click(confirm);
    await waitFor(() => expect(modal.getByRole('alert').textContent).toBe('This voucher is sold out'));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(modal.getByRole('alert').textContent).toBe('Conflict: Resource already in progress'),
    );
    const keys = fake
      .requests(`/api/vouchers/${DATA_PACK.id}/redeem`)
      .map((r) => new Headers(r.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('names the reward token when its balance is short', async () => {
    const tokenVoucher = { ...DATA_PACK, currency: 'KRT', currencyName: 'K-Reward Token', price: '1.000000' };
    server({
      '/api/vouchers': () => ok({ vouchers: [tokenVoucher], total: 1 }),
      [`POST /api/vouchers/${DATA_PACK.id}/redeem`]: () =>
        failure(422, 'INSUFFICIENT_BALANCE', 'Not enough K-Reward Token balance'),
    });
    signIn(USER, 'phone');
    renderApp('/k-store/');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem 2 GB data pack' }));
    const modal = within(await dialog('Redeem without a code'));
    fireEvent.click(modal.getByRole('button', { name: 'Confirm and redeem' }));
    expect((await modal.findByRole('alert')).textContent).toBe('Not enough K-Reward Token balance');
  });
});

describe('redeeming a voucher confirmed by a code (store redemption and store OTP modals)', () => {
  async function startOtp(routes: Record<string, FakeRoute>) {
    const fake = server({
      [`POST /api/vouchers/${RECHARGE.id}/redeem`]: () => ok(PENDING, 201),
      ...routes,
    });
    signIn(USER, 'phone');
    const view = renderApp('/k-store/');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Mobile recharge' }));
    const confirm = within(await dialog('Redeem a voucher'));
    expect(confirm.getByText(/we will send a one-time code/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Send the code' }));
    const otp = within(await dialog('Confirm with your code'));
    expect(otp.getByText('We sent a 6-digit code to ******3210 to confirm Mobile recharge.')).toBeTruthy();
    return { fake, otp, ...view };
  }

  const typeCode = (otp: ReturnType<typeof within>, code: string) =>
    fireEvent.change(otp.getByLabelText('One-time code'), { target: { value: code } });

  it('takes the code, says how many tries are left after a wrong one, then completes', async () => {
    let tries = 0;
    const { fake, otp, location } = await startOtp({
      [`POST ${REDEMPTION_URL}/verify`]: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? ok(redemption({ status: 'completed' }))
          : answer(400, {
              statusCode: 400,
              errorCode: 'OTP_INVALID',
              message: 'The code is not correct',
              details: { attemptsLeft: 4 - tries++ },
            }),
    });
    const resend = otp.getByRole('button', { name: /Resend code in \d+ s/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    typeCode(otp, '12');
    fireEvent.click(otp.getByRole('button', { name: 'Confirm purchase' }));
    expect((await otp.findByRole('alert')).textContent).toBe('Enter the 6-digit code');
    expect(fake.requests(`${REDEMPTION_URL}/verify`)).toHaveLength(0);

    typeCode(otp, '000000');
    fireEvent.click(otp.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() =>
      expect(otp.getByRole('alert').textContent).toBe('The code is not correct. 4 tries left.'),
    );

    typeCode(otp, '123456');
    fireEvent.click(otp.getByRole('button', { name: 'Confirm purchase' }));
    await screen.findByRole('heading', { level: 1, name: 'Purchase confirmation' });
    expect(location.history?.at(-1)).toBe(`/purchase-confirmation?redemptionId=${REDEMPTION_ID}`);
    expect(await screen.findByText('KP-7Q4M-XR2D-9KCF')).toBeTruthy();
  });

  it('ends after too many wrong codes, saying nothing was charged', async () => {
    const { otp } = await startOtp({
      [`POST ${REDEMPTION_URL}/verify`]: () =>
        failure(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Please ask for a new one.'),
    });
    typeCode(otp, '000000');
    fireEvent.click(otp.getByRole('button', { name: 'Confirm purchase' }));
    expect((await otp.findByRole('alert')).textContent).toBe(
      'Too many wrong codes. Please ask for a new one.',
    );
    expect(otp.getByText('Nothing was charged. You can start again from the K-Store.')).toBeTruthy();
    expect(otp.queryByLabelText('One-time code')).toBeNull();
    expect(otp.getByRole('button', { name: 'Back to the K-Store' })).toBeTruthy();
  });

  it('resends once the cooldown has passed', async () => {
    const ready = {
      ...PENDING,
      challenge: { ...PENDING.challenge!, resendAvailableAt: new Date(Date.now() - 1000).toISOString() },
    };
    const fake = server({
      [`POST /api/vouchers/${RECHARGE.id}/redeem`]: () => ok(ready, 201),
      [`POST ${REDEMPTION_URL}/resend`]: () => ok(PENDING, 201),
    });
    signIn(USER, 'phone');
    renderApp('/k-store/');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Mobile recharge' }));
    fireEvent.click(within(await dialog('Redeem a voucher')).getByRole('button', { name: 'Send the code' }));
    const otp = within(await dialog('Confirm with your code'));
    fireEvent.click(otp.getByRole('button', { name: 'Resend code' }));
    expect((await otp.findByRole('status')).textContent).toBe('A new code is on its way.');
    expect(fake.requests(`${REDEMPTION_URL}/resend`)).toHaveLength(1);
    expect((otp.getByRole('button', { name: /Resend code in \d+ s/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the code usable when the balance falls short, in the spec’s words', async () => {
    const { otp } = await startOtp({
      [`POST ${REDEMPTION_URL}/verify`]: () =>
        failure(422, 'INSUFFICIENT_BALANCE', 'Not enough K-Cash balance'),
    });
    typeCode(otp, '123456');
    fireEvent.click(otp.getByRole('button', { name: 'Confirm purchase' }));
    expect((await otp.findByRole('alert')).textContent).toBe('Not enough K-Cash balance');
    expect(otp.getByLabelText('One-time code')).toBeTruthy();
  });
});

describe('/purchase-confirmation', () => {
  async function openConfirmation(
    routes: Record<string, FakeRoute>,
    url = `/purchase-confirmation?redemptionId=${REDEMPTION_ID}`,
  ) {
    server(routes);
    signIn(USER, 'phone');
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Purchase confirmation' });
    return within(screen.getByRole('main'));
  }

  it('shows a pending redemption and lets the code be entered there', async () => {
    const main = await openConfirmation({ [REDEMPTION_URL]: () => ok(PENDING) });
    expect(await main.findByText('Waiting for your code')).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: 'Enter the code' }));
    expect(await dialog('Confirm with your code')).toBeTruthy();
  });

  it('says nothing was charged for a stopped or expired redemption', async () => {
    const failed = await openConfirmation({ [REDEMPTION_URL]: () => ok(redemption({ status: 'failed' })) });
    expect(await failed.findByText('Too many wrong codes were entered. Nothing was charged.')).toBeTruthy();
  });

  it('says so for an expired one', async () => {
    const expired = await openConfirmation({ [REDEMPTION_URL]: () => ok(redemption({ status: 'expired' })) });
    expect(await expired.findByText('The code was not entered in time. Nothing was charged.')).toBeTruthy();
  });

  it('tells apart a purchase that is not there from one that could not be loaded', async () => {
    const missing = await openConfirmation({ [REDEMPTION_URL]: () => failure(404, 'REDEMPTION_NOT_FOUND') });
    expect((await missing.findByRole('alert')).textContent).toBe('We could not find this purchase.');
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    const main = await openConfirmation({
      [REDEMPTION_URL]: () =>
        calls++ === 0 ? failure(503, 'SERVICE_UNAVAILABLE') : ok(redemption({ code: 'CODE-1' })),
    });
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Your purchase could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('CODE-1')).toBeTruthy();
  });

  it('has nothing to show without a redemption id', async () => {
    const main = await openConfirmation({}, '/purchase-confirmation');
    expect(main.getByText('There is no purchase to show here.')).toBeTruthy();
  });
});

describe('the store’s words', () => {
  it('say each refusal in English as the catalogue does (the spec’s words where it has them)', () => {
    const english = i18next.getFixedT('en');
    for (const code of STORE_ERRORS) {
      const expected = code === 'INSUFFICIENT_BALANCE' ? 'Not enough K-Cash balance' : ERRORS[code].message;
      expect(english(`store.errors.${code}`, { currency: 'K-Cash' }), code).toBe(expected);
    }
  });
});
