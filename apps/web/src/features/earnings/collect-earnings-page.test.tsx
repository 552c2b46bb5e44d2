import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Earning,
  EarningsAggregate,
  EarningsCollection,
  EarningsTaxInfo,
  EarningTotals,
} from '@kp/contract/earnings';
import { EARNING_STATUS_LABELS, EARNING_STATUSES } from '@kp/domain/campaigns';
import { registerModals } from '../../app/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import en from '../../locales/en.json';
import hi from '../../locales/hi.json';
import { changeLanguage } from '../../lib/i18n';

const BASE = '/api/platform-simplified-payments/collect-earning/user';
const ENTRY = '7a1c9a0e-8c1e-4c5e-9a55-3a9f0e0e0e01';

function earning(fields: Partial<Earning> & Pick<Earning, 'id' | 'title'>): Earning {
  return {
    source: 'quest',
    sourceId: 'quest-1',
    earningType: 'KCASH',
    currencyName: 'K-Cash',
    scale: 2,
    amount: '100.00',
    status: 'pending',
    failureReason: null,
    expiresAt: '2026-02-18T06:00:00.000Z',
    createdAt: '2025-11-20T06:00:00.000Z',
    collectedAt: null,
    taxWithheld: '0.00',
    netAmount: '100.00',
    tax: null,
    ledgerEntryId: null,
    history: [{ event: 'created', at: '2025-11-20T06:00:00.000Z', ledgerEntryId: ENTRY, reason: null }],
    ...fields,
  };
}

const HUNT = earning({ id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0101', title: 'First Hunt' });
const PACK = earning({
  id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0102',
  title: 'Starter Pack',
  status: 'credited',
  amount: '5.00',
  netAmount: '5.00',
  collectedAt: '2025-11-21T06:00:00.000Z',
  ledgerEntryId: ENTRY,
});
const RAID = earning({
  id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0103',
  title: 'Raid the Crypt',
  earningType: 'KPOINTS',
  currencyName: 'K-Points',
  scale: 0,
  amount: '500',
  netAmount: '500',
  taxWithheld: '0',
});

function totals(earningType: string, fields: Partial<EarningTotals> = {}): EarningTotals {
  const zero = earningType === 'KPOINTS' ? '0' : '0.00';
  const amounts = Object.fromEntries(EARNING_STATUSES.map((s) => [s, zero])) as EarningTotals['amounts'];
  const counts = Object.fromEntries(EARNING_STATUSES.map((s) => [s, 0])) as EarningTotals['counts'];
  return {
    earningType,
    currencyName: earningType === 'KPOINTS' ? 'K-Points' : 'K-Cash',
    scale: earningType === 'KPOINTS' ? 0 : 2,
    amounts,
    counts,
    collectable: zero,
    taxWithheld: zero,
    netCollected: zero,
    ...fields,
  };
}

const AGGREGATE: EarningsAggregate = {
  collectableCount: 2,
  totals: [
    totals('KCASH', {
      collectable: '100.00',
      netCollected: '5.00',
      counts: { pending: 1, credited: 1, expired: 0, distributing: 0, failed: 0 },
    }),
    totals('KPOINTS', {
      collectable: '500',
      amounts: { pending: '500', credited: '1200', expired: '30', distributing: '0', failed: '0' },
      counts: { pending: 1, credited: 3, expired: 1, distributing: 0, failed: 0 },
    }),
  ],
};

function taxInfo(fields: Partial<EarningsTaxInfo> = {}): EarningsTaxInfo {
  return {
    region: 'Others',
    isWithholding: false,
    section: '194BA',
    rateBps: 3000,
    financialYear: {
      label: '2025-26',
      startsAt: '2025-03-31T18:30:00.000Z',
      endsAt: '2026-03-31T18:30:00.000Z',
    },
    winningsCollected: '0.000',
    deposits: '0.000',
    netWinningsTaxed: '0.000',
    untaxedAllowance: '0.000',
    taxWithheld: [],
    kyc: { required: false, verified: false },
    ...fields,
  };
}

const INDIA_VERIFIED = taxInfo({
  region: 'IN',
  isWithholding: true,
  kyc: { required: true, verified: true },
  winningsCollected: '100.000',
  deposits: '40.000',
  netWinningsTaxed: '60.000',
  taxWithheld: [{ earningType: 'KCASH', amount: '18.00' }],
});

function server(routes: Record<string, FakeRoute> = {}, list: Earning[] = [HUNT, PACK, RAID]) {
  return stubServer({
    '/api/banners': () => ok([]),
    [`${BASE}/list`]: () => ok({ earnings: list, total: list.length, nextOffset: null }),
    [`${BASE}/aggregate`]: () => ok(AGGREGATE),
    [`${BASE}/tax-info`]: () => ok(taxInfo()),
    ...routes,
  });
}

async function openPage() {
  signIn(USER, 'phone');
  const view = renderApp('/collect-earnings');
  await screen.findByRole('heading', { level: 1, name: 'Collect earnings' }, { timeout: 10_000 });
  return view;
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

/** The sheet before a collection: what arrives and what is withheld; nothing moves before Confirm. */
const confirmSheet = () => screen.findByRole('dialog', { name: 'Before you collect' });

/** Presses the sheet's Confirm once it may be pressed (collect all reads what it would take first). */
async function confirm() {
  const button = within(await confirmSheet()).getByRole('button', { name: 'Confirm and collect' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

/** Presses an earning's Collect, then the sheet's Confirm. */
async function collect(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Collect ${title}` }));
  await confirm();
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the collect earnings page', () => {
  it("shows the status labels in the spec's words", () => {
    expect(en.earnings.statuses).toEqual(EARNING_STATUS_LABELS);
  });

  it('lists the earnings with their status, amounts and totals, and what can be done with each', async () => {
    server();
    await openPage();
    const hunt = within(await rowOf('First Hunt'));
    expect(hunt.getByText('ready to collect')).toBeTruthy();
    expect(hunt.getByText('100 K-Cash')).toBeTruthy();
    expect(hunt.getByRole('button', { name: 'Collect First Hunt' })).toBeTruthy();
    const pack = within(await rowOf('Starter Pack'));
    expect(pack.getByText('collected')).toBeTruthy();
    expect(pack.queryByRole('button', { name: /^Collect/ })).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Your earnings' }));
    expect(summary.getByText('K-Cash')).toBeTruthy();
    expect(summary.getByText('K-Points')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collect all (2)' })).toBeTruthy();
    // No withholding outside India.
    expect(screen.queryByRole('region', { name: 'Tax on winnings' })).toBeNull();
    expect(document.title).toBe('Collect earnings · KPlay');
  });

  it('says when there are no earnings, and opens the no-earnings modal on collect all', async () => {
    const { requests } = server(
      { [`${BASE}/aggregate`]: () => ok({ collectableCount: 0, totals: [totals('KCASH')] }) },
      [],
    );
    await openPage();
    expect(await screen.findByText('No earnings yet. Complete quests and campaigns to earn.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collect all' }));
    expect(await screen.findByRole('dialog', { name: 'No earnings to collect' })).toBeTruthy();
    expect(requests(`${BASE}/collect-all`)).toHaveLength(0);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let isDown = true;
    server({
      [`${BASE}/list`]: () =>
        isDown ? failure(500, 'SOMETHING_WENT_WRONG') : ok({ earnings: [HUNT], total: 1, nextOffset: null }),
    });
    await openPage();
    expect(await screen.findByText('Your earnings could not be loaded.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('First Hunt')).toBeTruthy();
  });

  it('collects one earning with an Idempotency-Key and shows its transaction details', async () => {
    const collected = earning({
      ...HUNT,
      status: 'credited',
      taxWithheld: '30.00',
      netAmount: '70.00',
      collectedAt: '2025-11-22T06:00:00.000Z',
      ledgerEntryId: ENTRY,
      tax: { section: '194BA', rateBps: 3000, financialYear: '2025-26', taxedValue: '100.000' },
      history: [
        ...HUNT.history,
        { event: 'credited', at: '2025-11-22T06:00:00.000Z', ledgerEntryId: ENTRY, reason: null },
      ],
    });
    const { requests } = server({
      [`${BASE}/tax-info`]: () => ok(INDIA_VERIFIED),
      [`POST ${BASE}/collect/${HUNT.id}`]: () => ok(collected),
    });
    await openPage();
    expect(await screen.findByRole('region', { name: 'Tax on winnings' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Collect First Hunt' }));
    // First the sheet: what arrives, what is withheld and why; nothing is collected yet.
    const sheet = within(await confirmSheet());
    const kcash = within(sheet.getByRole('listitem', { name: 'K-Cash' }));
    const line = (label: string) => kcash.getByText(label).nextElementSibling?.textContent;
    expect(line('Earned')).toBe('100 K-Cash');
    expect(line('Withheld as tax')).toBe('− 30 K-Cash');
    expect(line('Arrives in your balance')).toBe('70 K-Cash');
    expect(
      sheet.getByText(
        /section 194BA of the Income-tax Act\) asks us to withhold 30% .* financial year 2025-26/,
      ),
    ).toBeTruthy();
    expect(requests(`${BASE}/collect/${HUNT.id}`)).toHaveLength(0);
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm and collect' }));
    const details = within(await screen.findByRole('dialog', { name: 'Transaction details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Amount earned')).toBe('100 K-Cash');
    expect(value('Tax withheld')).toBe('30 K-CashSection 194BA, 30%, financial year 2025-26');
    expect(value('Received')).toBe('70 K-Cash');
    expect(details.getByText(ENTRY, { selector: 'dd code' })).toBeTruthy();
    expect(details.getByText('Credited to your balance')).toBeTruthy();
    const [request] = requests(`${BASE}/collect/${HUNT.id}`);
    expect(new Headers(request!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Collected 70 K-Cash.')).toBeTruthy();
  });

  it('says why an earning failed in the reader’s language, never the server’s English', async () => {
    const failed = earning({
      id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0109',
      title: 'Boss Rush',
      status: 'failed',
      failureReason: 'Complete your KYC to collect your earnings',
      failureError: { errorCode: 'KYC_REQUIRED_TO_COLLECT' },
    });
    server({}, [failed]);
    await changeLanguage('hi');
    try {
      signIn(USER, 'phone');
      renderApp('/collect-earnings');
      const row = within(await rowOf('Boss Rush'));
      const why = hi.earnings.failedReason.replace('{{reason}}', hi.errors.KYC_REQUIRED_TO_COLLECT);
      expect(row.getByText(why)).toBeTruthy();
      expect(screen.queryByText(/Complete your KYC/)).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });

  it("says a refused collection in its code's words", async () => {
    server({
      [`POST ${BASE}/collect/${HUNT.id}`]: () =>
        failure(409, 'EARNING_ALREADY_COLLECTED', 'This earning has already been collected'),
    });
    await openPage();
    await collect('First Hunt');
    const alert = await screen.findByText('This earning has already been collected', {
      selector: '[role="alert"]',
    });
    expect(alert).toBeTruthy();
  });

  it('asks a user whose country no verified fact tells to verify a phone number, in their language', async () => {
    server({
      [`POST ${BASE}/collect/${HUNT.id}`]: () =>
        failure(
          403,
          'COUNTRY_NOT_VERIFIED',
          'Verify your phone number in your profile to collect your earnings',
        ),
    });
    await openPage();
    await collect('First Hunt');
    const alert = await screen.findByText(/^Verify your phone number in your profile: its country decides/, {
      selector: '[role="alert"]',
    });
    expect(alert).toBeTruthy();
  });

  it('in India without KYC, opens the KYC collect-earning modal instead, which goes to the PAN step', async () => {
    const { requests } = server({
      [`${BASE}/tax-info`]: () => ok({ ...INDIA_VERIFIED, kyc: { required: true, verified: false } }),
    });
    const { location } = await openPage();
    await screen.findByRole('region', { name: 'Tax on winnings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Collect First Hunt' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Complete your KYC' }));
    expect(requests(`${BASE}/collect/${HUNT.id}`)).toHaveLength(0);
    fireEvent.click(modal.getByRole('button', { name: 'Complete KYC' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/kyc?requiredDoc=pan'));
  });

  it('turns a collection the server refuses for KYC into the KYC collect-earning modal', async () => {
    server({
      [`${BASE}/tax-info`]: () => ok(INDIA_VERIFIED),
      [`POST ${BASE}/collect/${HUNT.id}`]: () => answerKyc(),
    });
    await openPage();
    await screen.findByRole('region', { name: 'Tax on winnings' });
    await collect('First Hunt');
    expect(await screen.findByRole('dialog', { name: 'Complete your KYC' })).toBeTruthy();
  });

  it('in Brazil, offers KYC first, and collects when the user skips it', async () => {
    const collected = earning({ ...HUNT, status: 'credited', ledgerEntryId: ENTRY });
    const { requests } = server({
      [`${BASE}/tax-info`]: () => ok(taxInfo({ region: 'BR' })),
      [`POST ${BASE}/collect/${HUNT.id}`]: () => ok(collected),
    });
    await openPage();
    await waitFor(() => expect(requests(`${BASE}/tax-info`)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Collect First Hunt' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Verify your identity?' }));
    expect(requests(`${BASE}/collect/${HUNT.id}`)).toHaveLength(0);
    fireEvent.click(modal.getByRole('button', { name: 'Skip KYC and collect' }));
    // Brazil withholds nothing: the sheet says so, and everything arrives.
    const sheet = within(await confirmSheet());
    expect(
      sheet.getByText('No tax is withheld where you live: all of it arrives in your balance.'),
    ).toBeTruthy();
    expect(requests(`${BASE}/collect/${HUNT.id}`)).toHaveLength(0);
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm and collect' }));
    expect(await screen.findByRole('dialog', { name: 'Transaction details' })).toBeTruthy();
    expect(requests(`${BASE}/collect/${HUNT.id}`)).toHaveLength(1);
  });

  it('collects all, following the batch until it is paid, with the same Idempotency-Key', async () => {
    const batch = (distributing: number): EarningsCollection => ({
      batchId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0999',
      total: 2,
      credited: 2 - distributing,
      failed: 0,
      distributing,
      earnings: [],
    });
    let calls = 0;
    const { requests } = server({
      [`POST ${BASE}/collect-all`]: () => (++calls === 1 ? ok(batch(1), 202) : ok(batch(0))),
    });
    await openPage();
    await screen.findByRole('button', { name: 'Collect all (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Collect all (2)' }));
    await confirm();
    const progress = await screen.findByRole('progressbar', { name: 'Collection progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('1'));
    expect(progress.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText('Collected 1 of 2')).toBeTruthy();
    expect(await screen.findByText('2 earnings collected.', {}, { timeout: 5000 })).toBeTruthy();
    const keys = requests(`${BASE}/collect-all`).map((r) =>
      new Headers(r.init.headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('before collecting all, shows per currency what arrives and what India withholds, and collects only after Confirm', async () => {
    const FAILED = earning({
      id: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0100',
      title: 'Second Try',
      status: 'failed',
      amount: '20.00',
      netAmount: '20.00',
    });
    const { requests } = server(
      {
        [`${BASE}/tax-info`]: () => ok(INDIA_VERIFIED),
        [`POST ${BASE}/collect-all`]: () =>
          ok({
            batchId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0998',
            total: 3,
            credited: 3,
            failed: 0,
            distributing: 0,
            earnings: [
              { ...FAILED, status: 'credited', taxWithheld: '6.00', netAmount: '14.00' },
              { ...HUNT, status: 'credited', taxWithheld: '30.00', netAmount: '70.00' },
              { ...RAID, status: 'credited' },
            ],
          } satisfies EarningsCollection),
      },
      [HUNT, PACK, RAID, FAILED],
    );
    await openPage();
    await screen.findByRole('region', { name: 'Tax on winnings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Collect all (2)' }));
    const sheet = within(await confirmSheet());
    // Every collectable earning is read (ready and failed ones), whatever page the list is on.
    const kcash = within(await sheet.findByRole('listitem', { name: 'K-Cash' }));
    const points = within(sheet.getByRole('listitem', { name: 'K-Points' }));
    const line = (scope: typeof kcash, label: string) =>
      scope.getByText(label).nextElementSibling?.textContent;
    // 120 K-Cash, all of it net winnings this year: 30% withheld, as the api computes it.
    expect(line(kcash, 'Earned')).toBe('120 K-Cash');
    expect(line(kcash, 'Withheld as tax')).toBe('− 36 K-Cash');
    expect(line(kcash, 'Arrives in your balance')).toBe('84 K-Cash');
    // K-Points are never taxed.
    expect(line(points, 'Withheld as tax')).toBe('None');
    expect(line(points, 'Arrives in your balance')).toBe('500 K-Points');
    expect(sheet.getByText('You are collecting every earning that is ready. Earnings: 3')).toBeTruthy();
    expect(sheet.getByText(/Indian law \(section 194BA/)).toBeTruthy();
    const statuses = requests(`${BASE}/list`).map((r) => r.url.searchParams.get('status'));
    expect(statuses).toEqual(expect.arrayContaining(['pending', 'failed']));
    // Cancel collects nothing; Confirm does, once.
    fireEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you collect' })).toBeNull());
    expect(requests(`${BASE}/collect-all`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Collect all (2)' }));
    await confirm();
    // After it, what was collected: per currency, what arrived and what was withheld.
    const summary = within(await screen.findByRole('dialog', { name: 'Earnings collected' }));
    const collected = within(summary.getByRole('listitem', { name: 'K-Cash' }));
    expect(line(collected, 'Withheld as tax')).toBe('− 36 K-Cash');
    expect(line(collected, 'Arrived in your balance')).toBe('84 K-Cash');
    expect(requests(`${BASE}/collect-all`)).toHaveLength(1);
  });

  it('filters by status and earning type', async () => {
    const { requests } = server();
    await openPage();
    await screen.findByText('First Hunt');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(requests(`${BASE}/list`).at(-1)?.url.searchParams.get('status')).toBe('failed'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Earning type' }), {
      target: { value: 'KPOINTS' },
    });
    await waitFor(() =>
      expect(requests(`${BASE}/list`).at(-1)?.url.searchParams.get('earningType')).toBe('KPOINTS'),
    );
    expect(requests(`${BASE}/list`).at(-1)?.url.searchParams.get('status')).toBe('failed');
  });

  it('opens the K-Points summary', async () => {
    server();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'K-Points summary' }));
    const modal = within(await screen.findByRole('dialog', { name: 'K-Points summary' }));
    expect(modal.getByText('1,200 K-Points')).toBeTruthy();
    expect(modal.getByText('Earnings: 3')).toBeTruthy();
    expect(modal.getAllByText('Earnings: 1')).toHaveLength(2); // ready, and expired
  });
});

function answerKyc() {
  return new Response(
    JSON.stringify({
      statusCode: 403,
      errorCode: 'KYC_REQUIRED_TO_COLLECT',
      message: 'Complete your KYC to collect your earnings',
      details: { region: 'IN', requiredDoc: 'pan' },
    }),
    { status: 403, headers: { 'content-type': 'application/json' } },
  );
}
