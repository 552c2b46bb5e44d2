import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail, CampaignTask, TaskValidationState } from '@kp/contract/campaigns';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { registerModal, type ModalName, type ModalProps } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { answer, failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { campaignSlugOf } from './campaign-page';
import {
  API,
  CAMPAIGN_ID,
  FOLLOW,
  makeAnswer,
  makeCampaign,
  makeStatuses,
  makeTask,
  PAGE,
  SLUG,
} from './campaign-test-data';

// canvas-confetti, loaded by the claim's celebration only: its module's first load and each burst.
const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  );
  return { loads: 0, create: vi.fn(() => fire), fire };
});
vi.mock('canvas-confetti', () => {
  confetti.loads += 1;
  return { default: Object.assign(vi.fn(), { create: confetti.create }) };
});

// A modal's first opening compiles its chunk: slower than a findBy's usual second.
const SLOW = { timeout: 5000 };

/** The other features' modals this page opens, as test doubles that record their props. */
const opened = vi.fn<(name: string, props: Record<string, unknown>) => void>();
function double(name: ModalName) {
  registerModal(name, async () => ({
    default: ({ props, onClose }: ModalProps<Record<string, unknown>>) => {
      opened(name, props);
      return (
        <div role="dialog" aria-label={`double ${name}`}>
          {name === 'transactionSign' && (
            <button
              type="button"
              onClick={() => {
                onClose();
                (props['onSigned'] as (s: object) => void)(SIGNATURE);
              }}
            >
              Sign (double)
            </button>
          )}
        </div>
      );
    },
  }));
}
const SIGNATURE = { chainId: 31337, deadline: 4_102_444_800, signature: `0x${'ab'.repeat(65)}` };

type Routes = Record<string, FakeRoute>;

/** The api: the campaign (by slug and by id, as it is read again), the statuses, and `extra`. */
function server(campaign: () => CampaignDetail, extra: Routes = {}, statuses = makeStatuses()) {
  const detail = () => ok(campaign());
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/wallets/balance': () => ok({ balances: [] }),
    '/api/social/status': () => ok(statuses),
    [`${API}/airdrop-campaign/${SLUG}`]: detail,
    [`${API}/airdrop-campaign/${CAMPAIGN_ID}`]: detail,
    ...extra,
  });
}

async function openPage() {
  renderApp(PAGE);
  return screen.findByRole('heading', { level: 1, name: 'Monsoon Airdrop' }, SLOW);
}

const row = (title: string) => screen.getByRole('listitem', { name: new RegExp(title) });
/** A task's one button (beside its "What is checked" and "Why?"). */
const action = (title: string) =>
  within(row(title)).getByRole('button', {
    name: /^(✓ )?(Validate|Validating|Revalidate|Continue|Verified|Complete task)$/,
  });

beforeAll(() => {
  registerModals();
  for (const name of [
    'socialConnectLoading',
    'telegramConnect',
    'connectEvmWallet',
    'transactionSign',
  ] as const)
    double(name);
});
beforeEach(() => {
  localStorage.clear();
  opened.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the campaign page', () => {
  it('is routed at /gamer/k-drop/<slug> and reads the slug', () => {
    expect(matchRoute(PAGE)).not.toBeNull();
    expect(campaignSlugOf(PAGE)).toBe(SLUG);
    expect(campaignSlugOf(`${PAGE}/`)).toBe(SLUG);
    expect(campaignSlugOf('/gamer/k-drop/')).toBeNull();
  });

  it('shows each task’s state with one of the spec’s labels, the lock message and the progress', async () => {
    const tasks: CampaignTask[] = [
      makeTask(1, { title: 'Link X', state: 'verified' }),
      makeTask(2, { type: 'link_discord', title: 'Link Discord' }),
      makeTask(3, {
        type: 'hold_web3_token',
        title: 'Hold KPT',
        state: 'failed',
        config: { chainId: 31337, tokenAddress: '0x1', symbol: 'KPT', decimals: 18, minBalance: '1' },
        lastFailure: {
          attemptId: '00000000-0000-4000-8000-0000000000f1',
          errorType: 'REQUIREMENT_NOT_MET',
          errorCode: 'WALLET_BALANCE_TOO_LOW',
          params: {},
          message: 'server words',
          evidence: {},
          at: '2026-01-03T00:00:00.000Z',
          canAppeal: true,
        },
      }),
      makeTask(4, { type: 'special_code_validation', title: 'Secret code', submissionKind: 'code' }),
      makeTask(5, { type: 'twitter_follow', title: 'Follow us', config: { handle: 'kplay_gg' } }),
      makeTask(6, { type: 'link_steam', title: 'Link Steam', state: 'validating' }),
      makeTask(7, { type: 'general_uri_redirection', title: 'Visit the site', state: 'locked' }),
    ];
    server(() => makeCampaign({ tasks }));
    signIn(USER, 'phone');
    await openPage();
    const button = (title: string) =>
      within(row(title)).getByRole('button', { name: /Validat|Revalidate|Continue|Verified|Complete task/ });
    await waitFor(() => expect(button('Follow us').textContent).toBe('Continue'));
    expect(button('Link X').textContent).toContain('Verified');
    expect((button('Link X') as HTMLButtonElement).disabled).toBe(true);
    expect(button('Link Discord').textContent).toBe('Validate');
    expect(button('Hold KPT').textContent).toBe('Revalidate');
    expect(button('Secret code').textContent).toBe('Complete task');
    expect(button('Link Steam').textContent).toBe('Validating');
    expect((button('Link Steam') as HTMLButtonElement).disabled).toBe(true);
    // The lock is said once, above the locked tasks, not in each of them; its button looks off.
    const lock = screen.getByText(/to unlock the next one/);
    expect(lock.textContent).toBe('Finish tasks 2, 3, 4, 5, and 6 to unlock the next one. Locked: 1');
    expect(within(row('Visit the site')).queryByText(/unlock/)).toBeNull();
    const locked = action('Visit the site');
    expect(locked.textContent).toBe('Validate');
    expect(locked.getAttribute('aria-describedby')).toBe(lock.id);
    expect(locked.className).toContain('border-dashed');
    expect(within(row('Hold KPT')).getByText('Last check: Not done yet.')).toBeTruthy();
    // Each task has its platform's mark.
    expect(within(row('Link X')).getByRole('img', { name: 'X' })).toBeTruthy();
    expect(within(row('Link Discord')).getByRole('img', { name: 'Discord' })).toBeTruthy();
    expect(within(row('Hold KPT')).getByRole('img', { name: 'EVM wallet' })).toBeTruthy();
    expect(within(row('Secret code')).getByRole('img', { name: 'Code' })).toBeTruthy();
    expect(within(row('Link Steam')).getByRole('img', { name: 'Steam' })).toBeTruthy();
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuetext')).toBe('1 of 7 tasks verified');
    expect(screen.getAllByText('25 K-Cash per user').length).toBeGreaterThan(0);
    expect(screen.getByText('Pool left: 24,975 K-Cash')).toBeTruthy();
  });

  it('says once, above the locked tasks, what unlocks them, and keeps the progress in sight', async () => {
    const tasks = [
      makeTask(1, { type: 'link_twitter', title: 'Link your X account' }),
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
        makeTask(n, { type: 'join_telegram_channel', title: `Step ${n}`, state: 'locked' }),
      ),
    ];
    server(() => makeCampaign({ tasks }));
    signIn(USER, 'phone');
    await openPage();
    await screen.findAllByRole('img', { name: 'Telegram' });
    expect(screen.getAllByText(/to unlock the next one/)).toHaveLength(1);
    const lock = screen.getByText('Finish task 1 to unlock the next one. Locked: 8');
    // The message stands between the open task and the first locked one.
    const [open, locked] = screen.getAllByRole('list').filter((list) => list.tagName === 'OL');
    expect(within(open!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(locked!).getAllByRole('listitem')).toHaveLength(8);
    expect(locked!.getAttribute('start')).toBe('2');
    expect(open!.compareDocumentPosition(lock) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lock.compareDocumentPosition(locked!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (let n = 2; n <= 9; n++) {
      const button = action(`Step ${n}`);
      expect(button.getAttribute('aria-describedby')).toBe(lock.id);
      expect(button.className).toMatch(/cursor-not-allowed/);
    }
    // The progress header: how many are verified, and the reward for finishing them all.
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 9 tasks verified');
    expect(bar.parentElement?.className).toMatch(/\bsticky\b/);
    expect(within(bar.parentElement!).getByText('25 K-Cash per user')).toBeTruthy();
  });

  it('opens the lock modal for a locked task, naming the tasks to complete first', async () => {
    const locked = makeTask(3, { type: 'general_uri_redirection', title: 'Visit the site', state: 'locked' });
    server(() => makeCampaign({ tasks: [makeTask(1, { state: 'verified' }), FOLLOW, locked] }));
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(action('Visit the site'));
    const dialog = await screen.findByRole('dialog', { name: 'Task locked' }, SLOW);
    expect(within(dialog).getByText('Complete all active tasks to unlock this task.')).toBeTruthy();
    expect(within(dialog).getByText('2. Follow KPlay on X')).toBeTruthy();
  });

  it('validates a task, reads the campaign again and shows the next one unlocked', async () => {
    const next = makeTask(3, { type: 'link_discord', title: 'Link Discord', state: 'locked' });
    let campaign = makeCampaign({
      tasks: [
        makeTask(1, { state: 'verified' }),
        makeTask(2, { type: 'link_google', title: 'Link Google' }),
        next,
      ],
    });
    const fake = server(() => campaign, {
      [`${API}/tasks/validate`]: ({ body }) => {
        campaign = makeCampaign({
          tasks: [
            makeTask(1, { state: 'verified' }),
            makeTask(2, { type: 'link_google', title: 'Link Google', state: 'verified' }),
            { ...next, state: 'open' },
          ],
        });
        return ok(
          makeAnswer(makeTask(2, { type: 'link_google' }), { taskId: (body as { taskId: string }).taskId }),
        );
      },
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(within(row('Link Google')).getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task verified' }, SLOW);
    expect(within(dialog).getByText('“Link Google” is verified.', { exact: false })).toBeTruthy();
    expect(fake.requests(`${API}/tasks/validate`)[0]?.body).toEqual({ taskId: makeTask(2).id });
    expect(action('Link Google').textContent).toContain('Verified');
    expect(action('Link Discord').textContent).toBe('Validate');
    expect(screen.queryByText(/to unlock the next one/)).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2 of 3 tasks verified');
  });

  it('says why a check failed, with what we saw, lets the user retry and appeal', async () => {
    const notFollowing: TaskValidationState = makeAnswer(FOLLOW, {
      state: 'failed',
      isError: true,
      message: '@kplay_gg is not among the accounts @asha follows',
      errorCode: 'X_NOT_FOLLOWING',
      errorType: 'REQUIREMENT_NOT_MET',
      evidence: { account: '@asha', accountId: '42', handle: '@kplay_gg', looked: 12, isWholeList: true },
      canRetry: true,
      canAppeal: true,
    });
    const fake = server(() => makeCampaign(), {
      [`${API}/tasks/validate`]: () => ok(notFollowing),
      [`${API}/tasks/appeal`]: ({ body }) =>
        ok(
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            status: 'pending',
            note: (body as { note: string }).note,
            decisionReason: null,
            createdAt: '2026-01-03T00:00:00.000Z',
            decidedAt: null,
          },
          201,
        ),
    });
    signIn(USER, 'phone');
    await openPage();
    // A follow task opens its steps first: the account to follow, then Validate.
    fireEvent.click(await within(row('Follow KPlay on X')).findByRole('button', { name: 'Continue' }));
    const steps = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    const link = within(steps).getByRole('link', { name: /Open @kplay_gg on X/ });
    expect(link.getAttribute('href')).toBe('https://x.com/kplay_gg');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(await within(steps).findByText('Connected as asha')).toBeTruthy();
    fireEvent.click(link);
    fireEvent.click(within(steps).getByRole('button', { name: 'Validate' }));

    const result = await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW);
    expect(
      within(result).getByText('@kplay_gg is not among the accounts @asha follows (we looked at 12).'),
    ).toBeTruthy();
    expect(within(result).getByText('What we saw')).toBeTruthy();
    expect(within(result).getByText('all 12')).toBeTruthy();
    expect(within(result).getByText('Your X account follows @kplay_gg.')).toBeTruthy();
    // The link was opened: the row no longer asks to Continue (the server still has it open).
    expect(action('Follow KPlay on X').textContent).toBe('Validate');

    fireEvent.change(within(result).getByRole('textbox', { name: /Tell the operators why/ }), {
      target: { value: 'I follow them since 2024, see my profile.' },
    });
    fireEvent.click(within(result).getByRole('button', { name: 'Send appeal' }));
    expect(await within(result).findByText('Appeal sent: an operator will review it.')).toBeTruthy();
    expect(fake.requests(`${API}/tasks/appeal`)[0]?.body).toEqual({
      taskId: FOLLOW.id,
      note: 'I follow them since 2024, see my profile.',
    });

    fireEvent.click(within(result).getByRole('button', { name: 'Revalidate' }));
    await waitFor(() => expect(fake.requests(`${API}/tasks/validate`)).toHaveLength(2));
    expect(await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW)).toBeTruthy();
  });

  it('says plainly when this site cannot check a task, and offers no retry', async () => {
    const task = makeTask(2, { type: 'link_google', title: 'Link Google' });
    server(() => makeCampaign({ tasks: [makeTask(1, { state: 'verified' }), task] }), {
      [`${API}/tasks/validate`]: () =>
        ok(
          makeAnswer(task, {
            state: 'failed',
            isError: true,
            message: 'Google is not connected on this installation yet',
            errorCode: 'GOOGLE_NOT_CONFIGURED',
            errorType: 'PROVIDER_NOT_CONFIGURED',
            evidence: { provider: 'google' },
          }),
        ),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(within(row('Link Google')).getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'This site cannot check this task yet' }, SLOW);
    expect(
      within(dialog).getByText(
        'This site cannot check Google tasks yet: Google is not connected here. The task stays open.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Revalidate' })).toBeNull();
  });

  it('says when to retry after too many checks', async () => {
    const task = makeTask(2, { type: 'link_google', title: 'Link Google' });
    server(() => makeCampaign({ tasks: [makeTask(1, { state: 'verified' }), task] }), {
      [`${API}/tasks/validate`]: () =>
        answer(429, {
          statusCode: 429,
          errorCode: 'RATE_LIMITED',
          message: 'This task was checked several times in a minute',
          details: { retryAfterSeconds: 30 },
        }),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(within(row('Link Google')).getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Too many checks in a short time' }, SLOW);
    expect(within(dialog).getByText(/You can check again in (29|30|31) seconds\./)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Revalidate' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('opens the lock modal when the server says the task is locked', async () => {
    const task = makeTask(2, { type: 'link_google', title: 'Link Google' });
    server(() => makeCampaign({ tasks: [makeTask(1, { title: 'Link X' }), task] }), {
      [`${API}/tasks/validate`]: () =>
        failure(409, 'TASK_LOCKED', 'Complete all active tasks to unlock this task.'),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(within(row('Link Google')).getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task locked' }, SLOW);
    expect(within(dialog).getByText('1. Link X')).toBeTruthy();
  });

  it('asks to connect the account a task needs, and sends the user to connect it and back here', async () => {
    server(() => makeCampaign(), {}, makeStatuses({ twitter: { isActive: false, isConfigured: true } }));
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(await within(row('Follow KPlay on X')).findByRole('button', { name: 'Continue' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Connect X' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect X' }));
    await screen.findByRole('dialog', { name: 'double socialConnectLoading' }, SLOW);
    expect(opened).toHaveBeenCalledWith('socialConnectLoading', { account: 'twitter', returnTo: PAGE });
    expect(screen.queryByRole('dialog', { name: 'Connect X' })).toBeNull();
  });

  it('takes a code in a form before validating a task that asks for one', async () => {
    const code = makeTask(2, {
      type: 'special_code_validation',
      title: 'Secret code',
      submissionKind: 'code',
    });
    const fake = server(() => makeCampaign({ tasks: [makeTask(1, { state: 'verified' }), code] }), {
      [`${API}/tasks/validate`]: () =>
        ok(
          makeAnswer(code, {
            state: 'failed',
            isError: true,
            message: 'This code is not the one this task asks for',
            errorCode: 'CODE_INCORRECT',
            errorType: 'INVALID_SUBMISSION',
            canRetry: true,
            canAppeal: true,
          }),
        ),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(within(row('Secret code')).getByRole('button', { name: 'Complete task' }));
    const steps = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    fireEvent.click(within(steps).getByRole('button', { name: 'Validate' }));
    expect(within(steps).getByRole('alert').textContent).toBe('Enter the code.');
    expect(fake.requests(`${API}/tasks/validate`)).toHaveLength(0);
    fireEvent.change(within(steps).getByRole('textbox', { name: 'Code' }), {
      target: { value: ' monsoon ' },
    });
    fireEvent.click(within(steps).getByRole('button', { name: 'Validate' }));
    const result = await screen.findByRole('dialog', { name: 'Not what this task asks for' }, SLOW);
    expect(within(result).getByText('This code is not the one this task asks for.')).toBeTruthy();
    expect(fake.requests(`${API}/tasks/validate`)[0]?.body).toEqual({
      taskId: code.id,
      submission: 'monsoon',
    });
    // Revalidate asks for the code again.
    fireEvent.click(within(result).getByRole('button', { name: 'Revalidate' }));
    expect(await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW)).toBeTruthy();
  });

  it('shows the tasks to a signed-out visitor and asks them to sign in to take part', async () => {
    server(() => makeCampaign({ progress: null, cardState: 'GET_STARTED' }));
    await loadSession();
    await openPage();
    expect(screen.getByText('Follow KPlay on X')).toBeTruthy();
    expect(within(row('Follow KPlay on X')).queryByRole('button', { name: /Validate|Continue/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to take part' }));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeTruthy();
  });

  it('starts a live campaign with Get started', async () => {
    let campaign = makeCampaign({ progress: null, cardState: 'GET_STARTED' });
    const fake = server(() => campaign, {
      [`${API}/user-progress/start`]: () => {
        campaign = makeCampaign();
        return ok(campaign);
      },
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(fake.requests(`${API}/user-progress/start`)[0]?.body).toEqual({ campaignId: CAMPAIGN_ID });
    expect(action('Follow KPlay on X').textContent).toBe('Continue');
  });

  it('says why a campaign for some countries cannot be started, and where to set one’s country', async () => {
    // The first answer: no country in the profile; the second (one set since): not an open one.
    const refusals = ['CAMPAIGN_COUNTRY_UNKNOWN', 'CAMPAIGN_NOT_IN_YOUR_COUNTRY'];
    server(() => makeCampaign({ progress: null, cardState: 'GET_STARTED' }), {
      [`${API}/user-progress/start`]: () => failure(403, refusals.shift()!, 'server words'),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    const unknown = await screen.findByRole('alert');
    expect(unknown.textContent).toContain('your profile does not say which country you are in');
    expect(
      within(unknown).getByRole('link', { name: 'Set your country in your profile' }).getAttribute('href'),
    ).toBe('/profile/');
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This campaign is not open in your country.'),
    );
    expect(screen.queryByRole('link', { name: 'Set your country in your profile' })).toBeNull();
  });

  it('says clearly when the campaign does not exist, with a way back to the list', async () => {
    server(() => makeCampaign(), {
      [`${API}/airdrop-campaign/nope`]: () =>
        failure(404, 'CAMPAIGN_NOT_FOUND', 'This campaign does not exist'),
    });
    signIn(USER, 'phone');
    renderApp('/gamer/k-drop/nope');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all K-Drop campaigns' }).getAttribute('href')).toBe(
      '/gamer/k-drop',
    );
  });

  it('offers a retry when the campaign cannot be loaded', async () => {
    let fails = true;
    server(() => makeCampaign(), {
      [`${API}/airdrop-campaign/${SLUG}`]: () =>
        fails ? failure(500, 'SOMETHING_WENT_WRONG') : ok(makeCampaign()),
    });
    signIn(USER, 'phone');
    renderApp(PAGE);
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon Airdrop' })).toBeTruthy();
  });
});

describe('the claim', () => {
  const claimable = (overrides: Partial<CampaignDetail> = {}) =>
    makeCampaign({
      tasks: [makeTask(1, { state: 'verified' }), { ...FOLLOW, state: 'verified' }],
      cardState: 'CLAIM_REWARDS',
      ...overrides,
    });
  const CLAIM = {
    id: '00000000-0000-4000-8000-0000000000d1',
    campaignId: CAMPAIGN_ID,
    status: 'credited',
    currency: 'KCASH',
    amount: '25.00',
    failureReason: null,
    createdAt: '2026-01-04T00:00:00.000Z',
    creditedAt: '2026-01-04T00:00:00.000Z',
  };
  const keyOf = (request: { init: RequestInit }) => new Headers(request.init.headers).get('Idempotency-Key');

  it('claims without a signature, shows the success and refreshes the balances', async () => {
    let campaign = claimable();
    const fake = server(() => campaign, {
      [`${API}/claim-reward`]: () => {
        campaign = claimable({ claim: CLAIM as CampaignDetail['claim'] });
        return ok(CLAIM, 201);
      },
    });
    signIn(USER, 'phone');
    await openPage();
    const balanceReads = fake.requests('/api/wallets/balance').length;
    // A canvas to draw on (jsdom has none); confetti is not even loaded before the claim succeeds.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    expect(confetti.loads).toBe(0);
    expect(confetti.create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reward disbursement success' }, SLOW);
    expect(within(dialog).getByText('25 K-Cash')).toBeTruthy();
    await waitFor(() => expect(confetti.fire).toHaveBeenCalledTimes(1));
    expect(confetti.loads).toBe(1);
    expect(confetti.create).toHaveBeenCalledWith(dialog.querySelector('canvas'), expect.anything());
    expect(within(dialog).getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'See your transaction history' }).getAttribute('href'),
    ).toBe('/transaction-history/');
    const [request] = fake.requests(`${API}/claim-reward`);
    expect(request?.body).toEqual({ campaignId: CAMPAIGN_ID });
    expect(keyOf(request!)).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(fake.requests('/api/wallets/balance').length).toBeGreaterThan(balanceReads));
    expect(await screen.findByText(/Reward credited: 25 K-Cash/)).toBeTruthy();
  });

  it('asks the wallet to sign first when the campaign needs a signature, and sends it', async () => {
    const fake = server(() => claimable({ claimRequiresSignature: true, claimChainId: 31337 }), {
      [`${API}/claim-reward`]: () => ok(CLAIM, 201),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign (double)' }, SLOW));
    expect(opened).toHaveBeenCalledWith(
      'transactionSign',
      expect.objectContaining({ campaignId: CAMPAIGN_ID, chainId: 31337 }),
    );
    await screen.findByRole('dialog', { name: 'Reward disbursement success' }, SLOW);
    expect(fake.requests(`${API}/claim-reward`)[0]?.body).toEqual({
      campaignId: CAMPAIGN_ID,
      signature: SIGNATURE,
    });
  });

  it('retries a claim whose answer was lost with the same key, and a refused one with a new key', async () => {
    const answers = [
      () => failure(503, 'SERVICE_UNAVAILABLE', 'down'),
      () =>
        failure(
          422,
          'CLAIM_UNSUCCESSFUL',
          'Your reward claim transaction was unsuccessful. Please try again.',
        ),
      () => ok(CLAIM, 201),
    ];
    const fake = server(() => claimable(), { [`${API}/claim-reward`]: () => answers.shift()!() });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByText(/your claim may have gone through/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Your reward claim transaction was unsuccessful. Please try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('dialog', { name: 'Reward disbursement success' }, SLOW);
    const keys = fake.requests(`${API}/claim-reward`).map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the spec’s message when the signed claim is refused, and signs again on retry', async () => {
    const answers = [
      () =>
        failure(
          422,
          'CLAIM_TRANSACTION_FAILED',
          'Reward claim transaction failed. Please retry by signing the transaction again.',
        ),
      () => ok(CLAIM, 201),
    ];
    server(() => claimable({ claimRequiresSignature: true, claimChainId: 31337 }), {
      [`${API}/claim-reward`]: () => answers.shift()!(),
    });
    signIn(USER, 'phone');
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign (double)' }, SLOW));
    expect(
      await screen.findByText(
        'Reward claim transaction failed. Please retry by signing the transaction again.',
      ),
    ).toBeTruthy();
    opened.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign (double)' }, SLOW));
    expect(opened).toHaveBeenCalledWith('transactionSign', expect.anything());
    await screen.findByRole('dialog', { name: 'Reward disbursement success' }, SLOW);
  });

  it('shows an existing claim’s status instead of the claim button', async () => {
    server(() =>
      claimable({ claim: { ...CLAIM, status: 'processing', creditedAt: null } as CampaignDetail['claim'] }),
    );
    signIn(USER, 'phone');
    await openPage();
    expect(screen.getByText('Your reward of 25 K-Cash is being paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  });

  it('says the reward pool is used up instead of offering the claim', async () => {
    const campaign = claimable();
    server(() => ({
      ...campaign,
      reward: { ...campaign.reward, poolRemaining: '0.00', isPoolExhausted: true },
    }));
    signIn(USER, 'phone');
    await openPage();
    expect(screen.getAllByText('Reward pool used up').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  });
});
