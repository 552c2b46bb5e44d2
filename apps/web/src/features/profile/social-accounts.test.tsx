import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialStatus } from '@kp/contract/social';
import { ModalHost } from '../../app/modal-host';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import { registerModal } from '../../lib/modals';
import { failure, ok, PROFILE, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { showToast } from '../../ui/toast';
import { SocialAccounts } from './social-accounts';

vi.mock('../../ui/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../ui/toast')>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

const STATUS = '/api/social/status';
const DISCONNECT = '/api/social/disconnect';
type Statuses = SocialStatus['socialStatuses'];

type Entry = Statuses['wallet'];
const off: Entry = { isActive: false, isConfigured: true };
function socialStatus(overrides: Partial<Statuses> = {}): SocialStatus {
  const socialStatuses: Statuses = {
    twitter: { isActive: false, isConfigured: false },
    discord: { isActive: true, handle: 'asha_plays', isConfigured: true },
    google: { isActive: true, isConfigured: true },
    wallet: off,
    steam: off,
    telegram: off,
    ...overrides,
  };
  return {
    socialStatuses,
    isTwitterConnect: socialStatuses.twitter.isActive,
    isDiscordConnect: socialStatuses.discord.isActive,
    isGoogleConnect: socialStatuses.google.isActive,
    isWalletConnect: socialStatuses.wallet.isActive,
    isSteamConnect: socialStatuses.steam.isActive,
    isTelegramConnect: socialStatuses.telegram.isActive,
  };
}

// The modals of the other features stand in here, each showing which props it got.
const opened: { name: string; props: Record<string, unknown> }[] = [];
function fakeModals() {
  for (const name of [
    'socialConnectLoading',
    'telegramConnect',
    'connectEvmWallet',
    'multiWallet',
  ] as const) {
    registerModal(name, async () => ({
      default: ({ props }: { props: Record<string, unknown> }) => {
        if (!opened.some((o) => o.props === props)) opened.push({ name, props });
        return <div role="dialog" aria-label={name} />;
      },
    }));
  }
}

function show(routes: Record<string, FakeRoute>) {
  const fake = stubServer(routes);
  render(
    <>
      <SocialAccounts statuses={PROFILE.socialStatuses} />
      <ModalHost />
    </>,
  );
  return fake;
}

const section = () => within(screen.getByRole('region', { name: 'Connected accounts' }));
const row = (name: string) => within(section().getByText(name, { exact: true }).closest('li')!);

beforeAll(async () => {
  await loadAllMessages();
});
beforeEach(() => {
  vi.mocked(showToast).mockClear();
  opened.length = 0;
  fakeModals();
});
afterEach(() => {
  vi.unstubAllGlobals();
  registerModals();
});

describe('the connected accounts of the profile', () => {
  it('offers Connect or Disconnect per account, with the handle, and says what this site cannot connect', async () => {
    show({ [STATUS]: () => ok(socialStatus()) });
    // The profile's statuses first, without buttons, until the api says what can be done.
    expect(row('Google').getByText('Connected')).toBeTruthy();
    expect(section().queryAllByRole('button')).toHaveLength(0);

    expect(await row('Discord').findByRole('button', { name: 'Disconnect Discord' })).toBeTruthy();
    expect(row('Discord').getByText('asha_plays')).toBeTruthy();
    expect(row('X (Twitter)').getByText('Not available on this site')).toBeTruthy();
    expect(row('X (Twitter)').queryByRole('button')).toBeNull();
    expect(row('Steam').getByRole('button', { name: 'Connect Steam' }).textContent).toBe('Connect');
    expect(row('Google').getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
  });

  it('connects through the social modals, coming back to the profile', async () => {
    show({ [STATUS]: () => ok(socialStatus()) });
    fireEvent.click(await section().findByRole('button', { name: 'Connect Steam' }));
    await screen.findByRole('dialog', { name: 'socialConnectLoading' });
    fireEvent.click(section().getByRole('button', { name: 'Connect Telegram' }));
    await screen.findByRole('dialog', { name: 'telegramConnect' });
    expect(opened).toEqual([
      { name: 'socialConnectLoading', props: { account: 'steam', returnTo: '/profile/' } },
      { name: 'telegramConnect', props: { returnTo: '/profile/' } },
    ]);
  });

  it('connects a wallet through the wallet modal, then shows the new statuses', async () => {
    let wallet = off;
    const { requests } = show({ [STATUS]: () => ok(socialStatus({ wallet })) });
    fireEvent.click(await section().findByRole('button', { name: 'Connect Wallet' }));
    await screen.findByRole('dialog', { name: 'connectEvmWallet' });
    wallet = { isActive: true, handle: '0x52908400098527886E0F7030069857D2E4169EE7', isConfigured: true };
    act(() => (opened[0]!.props.onLinked as (list: unknown[]) => void)([]));
    expect(await row('Wallet').findByRole('button', { name: 'Manage wallets' })).toBeTruthy();
    expect(requests(STATUS)).toHaveLength(2);
    expect(row('Wallet').getByText('Connected')).toBeTruthy();

    fireEvent.click(row('Wallet').getByRole('button', { name: 'Manage wallets' }));
    await screen.findByRole('dialog', { name: 'multiWallet' });
    expect(opened[1]!.name).toBe('multiWallet');
    expect(typeof opened[1]!.props.onChanged).toBe('function');
  });

  it('disconnects an account and shows what the api answers', async () => {
    const { requests } = show({
      [STATUS]: () => ok(socialStatus()),
      [DISCONNECT]: () => ok(socialStatus({ discord: off })),
    });
    fireEvent.click(await section().findByRole('button', { name: 'Disconnect Discord' }));
    expect(await row('Discord').findByRole('button', { name: 'Connect Discord' })).toBeTruthy();
    expect(row('Discord').getByText('Not connected')).toBeTruthy();
    expect(row('Discord').queryByText('asha_plays')).toBeNull();
    expect(requests(DISCONNECT).map((r) => r.body)).toEqual([{ provider: 'discord' }]);
    expect(showToast).toHaveBeenCalledWith('Discord disconnected', 'success');
  });

  it('says a Google account one signs in with stays connected', async () => {
    show({
      [STATUS]: () => ok(socialStatus()),
      [DISCONNECT]: () => failure(404, 'SOCIAL_ACCOUNT_NOT_LINKED'),
    });
    fireEvent.click(await section().findByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('You sign in with this Google account: it stays connected.'),
    );
  });

  it('says when a disconnect fails, and keeps the account', async () => {
    show({
      [STATUS]: () => ok(socialStatus()),
      [DISCONNECT]: () => failure(502, 'SOCIAL_PROVIDER_UNAVAILABLE'),
    });
    fireEvent.click(await section().findByRole('button', { name: 'Disconnect Discord' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('Could not disconnect Discord. Please try again.', 'error'),
    );
    expect(row('Discord').getByRole('button', { name: 'Disconnect Discord' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('keeps the profile’s statuses when the options cannot load, and loads them on Retry', async () => {
    let fail = true;
    show({ [STATUS]: () => (fail ? failure(500, 'SOMETHING_WENT_WRONG') : ok(socialStatus())) });
    const alert = within(await section().findByRole('alert'));
    expect(alert.getByText('Could not load the connect and disconnect options.')).toBeTruthy();
    expect(row('Google').getByText('Connected')).toBeTruthy();
    fail = false;
    fireEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await section().findByRole('button', { name: 'Disconnect Discord' })).toBeTruthy();
    expect(section().queryByRole('alert')).toBeNull();
  });
});
