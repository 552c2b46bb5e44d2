import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCKED_TASK_LABEL, TASK_BUTTON_LABELS, type TaskButtonState } from '@kp/domain/tasks';
import { ERRORS } from '@kp/domain/errors';
import { TASK_ERROR_TYPES } from '@kp/domain/task-config';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import {
  openModal,
  registerModal,
  type ModalName,
  type ModalProps,
  type ModalPropsByName,
} from '../../lib/modals';
import { loadSession } from '../../lib/session';
import { failure, ok, stubServer } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { makeStatuses, makeTask, PAGE } from './campaign-test-data';
import type {
  ClaimSuccessProps,
  TaskConnectProps,
  TaskInfoProps,
  TaskStepsProps,
  TaskValidationProps,
} from './task-modal-props';
import type { TaskFailure } from './task-outcome';

const SLOW = { timeout: 5000 };
const open = <N extends ModalName>(name: N, props: ModalPropsByName[N]) =>
  act(() => void openModal<ModalName>(name, props));

const opened = vi.fn<(name: string, props: Record<string, unknown>) => void>();
function double(name: ModalName) {
  registerModal(name, async () => ({
    default: ({ props }: ModalProps<Record<string, unknown>>) => {
      opened(name, props);
      return (
        <div role="dialog" aria-label={`double ${name}`}>
          {name === 'connectEvmWallet' && (
            <button type="button" onClick={() => (props['onLinked'] as () => void)()}>
              Linked (double)
            </button>
          )}
        </div>
      );
    },
  }));
}

const TOKEN_TASK = makeTask(6, {
  type: 'hold_web3_token',
  title: 'Hold 5 KPT',
  config: {
    chainId: 31337,
    tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    symbol: 'KPT',
    decimals: 18,
    minBalance: '5000000000000000000',
  },
});

function failureOf(overrides: Partial<TaskFailure>): TaskFailure {
  return {
    errorType: 'REQUIREMENT_NOT_MET',
    errorCode: 'UNKNOWN',
    evidence: {},
    canRetry: true,
    canAppeal: false,
    retryAfterSeconds: null,
    account: null,
    ...overrides,
  };
}

function validationProps(overrides: Partial<TaskValidationProps> = {}): TaskValidationProps {
  return {
    task: TOKEN_TASK,
    outcome: { kind: 'verified' },
    onRetry: vi.fn(),
    onConnect: vi.fn(),
    onAppealed: vi.fn(),
    ...overrides,
  };
}

beforeAll(() => {
  registerModals();
  for (const name of ['socialConnectLoading', 'telegramConnect', 'connectEvmWallet'] as const) double(name);
});
beforeEach(async () => {
  opened.mockClear();
  stubServer({ '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED') });
  await loadSession();
  renderApp('/privacy-policy');
});
afterEach(() => vi.unstubAllGlobals());

describe('the English words of the campaign page', () => {
  it('are the spec’s: the six button labels, the lock message and the claim errors', async () => {
    await loadAllMessages();
    const en = i18next.getFixedT('en');
    for (const [state, label] of Object.entries(TASK_BUTTON_LABELS))
      expect(String(en(`campaign.button.${state as TaskButtonState}`)).toLowerCase()).toBe(label);
    expect(en('campaign.tasks.lockedText')).toBe(ERRORS.TASK_LOCKED.message);
    expect(en('campaign.tasks.lockedText').toLowerCase()).toContain(LOCKED_TASK_LABEL.replace(' first', ''));
    for (const code of [
      'CLAIM_TRANSACTION_FAILED',
      'TRANSACTION_FAILED',
      'CLAIM_FAILED',
      'CLAIM_UNSUCCESSFUL',
      'CAMPAIGN_POOL_EXHAUSTED',
      'REWARD_ALREADY_CLAIMED',
      'CAMPAIGN_TASKS_INCOMPLETE',
      'CLAIM_SIGNATURE_REQUIRED',
      'CAMPAIGN_NOT_CLAIMABLE',
    ] as const)
      expect(en(`errors.${code}`)).toBe(ERRORS[code].message);
    for (const type of TASK_ERROR_TYPES)
      expect(en(`campaign.errorType.${type}`)).not.toBe(`campaign.errorType.${type}`);
  });
});

describe('the task validation modal', () => {
  it('says what the wallets hold against what the task needs, with the wallets seen', async () => {
    open('taskValidation', {
      ...validationProps(),
      outcome: {
        kind: 'failed',
        failure: failureOf({
          errorCode: 'WALLET_BALANCE_TOO_LOW',
          evidence: {
            chainId: 31337,
            symbol: 'KPT',
            decimals: 18,
            minBalance: '5000000000000000000',
            total: '1500000000000000000',
            wallets: [
              {
                address: '0x52908400098527886E0F7030069857D2E4169EE7',
                balance: '1500000000000000000',
                shown: '1.5 KPT',
              },
            ],
          },
        }),
      },
    } satisfies TaskValidationProps);
    const dialog = await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW);
    expect(
      within(dialog).getByText(
        'This task needs at least 5 KPT on chain 31337 in your linked wallets; they hold 1.5 KPT.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('0x5290…9EE7: 1.5 KPT')).toBeTruthy();
    expect(within(dialog).getByText('Your linked wallets hold at least 5 KPT on chain 31337.')).toBeTruthy();
    // Not appealable: no appeal form.
    expect(within(dialog).queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });

  it('says what to do for a code it has no words for (never the server’s English), and retries on Revalidate', async () => {
    const props = {
      ...validationProps(),
      outcome: { kind: 'failed', failure: failureOf({ errorCode: 'SOMETHING_NEW' }) },
    } satisfies TaskValidationProps;
    open('taskValidation', props);
    const dialog = await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW);
    expect(within(dialog).getByText('Do what the task asks, then validate again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revalidate' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Not done yet' })).toBeNull();
  });

  it('says a service that did not answer is not the user’s fault', async () => {
    open('taskValidation', {
      ...validationProps(),
      outcome: {
        kind: 'failed',
        failure: failureOf({
          errorType: 'PROVIDER_UNAVAILABLE',
          errorCode: 'EVM_RPC_UNAVAILABLE',
          evidence: { chainId: 31337 },
        }),
      },
    } satisfies TaskValidationProps);
    const dialog = await screen.findByRole('dialog', { name: 'We could not check it right now' }, SLOW);
    expect(
      within(dialog).getByText('Chain 31337 did not answer our check. Try again in a few minutes.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/This is not your fault/)).toBeTruthy();
  });

  it('offers to connect the account a failure names', async () => {
    const props = {
      ...validationProps(),
      outcome: {
        kind: 'failed',
        failure: failureOf({
          errorType: 'ACCOUNT_NOT_LINKED',
          errorCode: 'X_RECONNECT_NEEDED',
          account: 'twitter',
        }),
      },
    } satisfies TaskValidationProps;
    open('taskValidation', props);
    const dialog = await screen.findByRole('dialog', { name: 'Connect your account first' }, SLOW);
    expect(
      within(dialog).getByText(
        'X no longer accepts our connection to your account: connect it again, then retry.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect X' }));
    expect(props.onConnect).toHaveBeenCalledOnce();
  });

  it('refuses an appeal note under the minimum before sending it', async () => {
    open('taskValidation', {
      ...validationProps(),
      outcome: { kind: 'failed', failure: failureOf({ canAppeal: true }) },
    } satisfies TaskValidationProps);
    const dialog = await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeTruthy();
  });

  it('shows a pending appeal instead of the form', async () => {
    open('taskValidation', {
      ...validationProps({
        task: {
          ...TOKEN_TASK,
          appeal: {
            id: '00000000-0000-4000-8000-0000000000e1',
            status: 'pending',
            note: 'I hold them',
            decisionReason: null,
            createdAt: '2026-01-03T00:00:00.000Z',
            decidedAt: null,
          },
        },
      }),
      outcome: { kind: 'failed', failure: failureOf({ canAppeal: true }) },
    } satisfies TaskValidationProps);
    const dialog = await screen.findByRole('dialog', { name: 'Not done yet' }, SLOW);
    expect(within(dialog).getByText('Your appeal is being reviewed by an operator.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send appeal' })).toBeNull();
  });
});

describe('the task connect modal', () => {
  const connectProps = (overrides: Partial<TaskConnectProps>): TaskConnectProps => ({
    task: TOKEN_TASK,
    account: 'wallet',
    isConfigured: true,
    failure: null,
    returnTo: PAGE,
    onLinked: vi.fn(),
    ...overrides,
  });

  it('links a wallet through the wallet feature’s modal, then lets the page check the task again', async () => {
    const props = connectProps({});
    open('taskConnect', props);
    const dialog = await screen.findByRole('dialog', { name: 'Connect EVM wallet' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect EVM wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Linked (double)' }, SLOW));
    expect(props.onLinked).toHaveBeenCalledOnce();
  });

  it('connects Telegram through its own modal, coming back to the campaign', async () => {
    open('taskConnect', connectProps({ account: 'telegram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Telegram' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect Telegram' }));
    await screen.findByRole('dialog', { name: 'double telegramConnect' }, SLOW);
    expect(opened).toHaveBeenCalledWith('telegramConnect', { returnTo: PAGE });
  });

  it('says plainly when this site cannot connect the account, with no button to try', async () => {
    open('taskConnect', connectProps({ account: 'discord', isConfigured: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Discord' }, SLOW);
    expect(
      within(dialog).getByText(
        'This site cannot connect Discord accounts yet, so this task cannot be completed here for now.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Connect Discord' })).toBeNull();
  });
});

describe('the other task modals', () => {
  it('the info modal says what the check looks for', async () => {
    open('taskInfo', { task: TOKEN_TASK } satisfies TaskInfoProps);
    const dialog = await screen.findByRole('dialog', { name: 'What is checked' }, SLOW);
    expect(within(dialog).getByText('Your linked wallets hold at least 5 KPT on chain 31337.')).toBeTruthy();
    expect(within(dialog).getByText('EVM wallet')).toBeTruthy();
  });

  it('the steps modal of a visit task opens our redirect in a new tab and tells the page', async () => {
    const task = makeTask(8, {
      type: 'general_uri_redirection',
      config: { url: 'https://kplay.example/launch' },
      visitPath: '/api/platform-campaign-hub/tasks/00000000-0000-4000-8000-000000000008/visit',
    });
    const props = {
      task,
      account: null,
      followData: null,
      onLinkOpened: vi.fn(),
      onConnect: vi.fn(),
      onValidate: vi.fn(),
    } satisfies TaskStepsProps;
    open('taskSteps', props);
    const dialog = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    const link = within(dialog).getByRole('link', { name: /Open the link/ });
    expect(link.getAttribute('href')).toBe(task.visitPath);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(props.onLinkOpened).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(props.onValidate).toHaveBeenCalledWith(undefined);
  });

  it('the steps modal asks the api about an account the page had not heard of yet, and never offers to connect a linked one', async () => {
    stubServer({
      '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
      '/api/social/status': () => ok(makeStatuses()),
    });
    const props = {
      task: makeTask(10, { type: 'twitter_follow', config: { username: 'kplay' } }),
      // Opened before the page's statuses came (just back from the account's sign-in).
      account: { account: 'twitter', isLinked: null, isConfigured: null, handle: null },
      followData: null,
      onLinkOpened: vi.fn(),
      onConnect: vi.fn(),
      onValidate: vi.fn(),
    } satisfies TaskStepsProps;
    open('taskSteps', props);
    const dialog = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    expect(await within(dialog).findByText('Connected as asha')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('the steps modal refuses a link that is not a post on X', async () => {
    const props = {
      task: makeTask(9, {
        type: 'twitter_hashtag_tweet',
        config: { hashtags: ['KPlay'] },
        submissionKind: 'tweet_url',
      }),
      account: { account: 'twitter', isLinked: true, isConfigured: true, handle: 'asha' },
      followData: null,
      onLinkOpened: vi.fn(),
      onConnect: vi.fn(),
      onValidate: vi.fn(),
    } satisfies TaskStepsProps;
    open('taskSteps', props);
    const dialog = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    expect(
      within(dialog)
        .getByRole('link', { name: /Write the post on X/ })
        .getAttribute('href'),
    ).toBe('https://x.com/intent/post?text=%23KPlay');
    const field = within(dialog).getByRole('textbox', { name: 'Link to your post on X' });
    fireEvent.change(field, { target: { value: 'https://example.com/post/1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/not a link to a post on X/);
    expect(props.onValidate).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'https://x.com/asha/status/1790000000000000001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(props.onValidate).toHaveBeenCalledWith('https://x.com/asha/status/1790000000000000001');
  });

  it('the steps modal of the POG share task leads to the card, whose share modal writes the post', async () => {
    const props = {
      task: makeTask(11, { type: 'share_pog_card_on_x', config: {}, submissionKind: 'tweet_url' }),
      account: { account: 'twitter', isLinked: true, isConfigured: true, handle: 'asha' },
      followData: null,
      onLinkOpened: vi.fn(),
      onConnect: vi.fn(),
      onValidate: vi.fn(),
    } satisfies TaskStepsProps;
    open('taskSteps', props);
    const dialog = await screen.findByRole('dialog', { name: 'How to complete this task' }, SLOW);
    expect(within(dialog).getByText(/Post a link to your POG card on X/)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Open your POG card' });
    expect(link.getAttribute('href')).toBe('/my-pog');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('the claim success modal says the spec’s success with the amount', async () => {
    open('claimSuccess', { amount: '1250000.00', currency: 'KCASH' } satisfies ClaimSuccessProps);
    const dialog = await screen.findByRole('dialog', { name: 'Reward disbursement success' }, SLOW);
    expect(within(dialog).getByText('1.25M K-Cash')).toBeTruthy();
  });
});
