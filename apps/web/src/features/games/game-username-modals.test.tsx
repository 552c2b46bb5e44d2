import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameUsername } from '@kp/contract/games';
import { GAME_USERNAME_MESSAGES } from '@kp/domain/game-usernames';
import {
  GAME_GENRE_LABELS,
  GAME_LOGIN_METHOD_LABELS,
  PLATFORM_LABELS,
  type GameLoginMethod,
} from '@kp/domain/games';
import { registerModals } from '../../app/modals';
import { loadAllMessages } from '../../lib/i18n';
import { openModal, type ModalName, type ModalPropsByName } from '../../lib/modals';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, PROFILE, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { GAME_RULE_KEYS } from './game-username-messages';
import { GAME_USERNAME_MODALS } from './game-username-modals';
import { gamesApi, makeGame, makeUsername } from './games-fake-api.fixtures';
import { isolate } from '../../components/user-text';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

function server(games = [makeGame()], usernames: GameUsername[] = []) {
  const api = gamesApi(games, usernames);
  const fake = stubServer({
    '/api/users/me/profile': () => ok(PROFILE),
    '/api/banners': () => ok([]),
    ...api.routes,
  });
  return { ...fake, api };
}

async function signedIn() {
  renderApp('/privacy-policy');
  act(() => signIn(USER, 'phone'));
  await screen.findByRole('button', { name: 'Account: gamer01' });
}

// A modal's first opening compiles its chunk: slower than a findBy's usual second.
const SLOW = { timeout: 5000 };
const open = <N extends ModalName>(name: N, props: ModalPropsByName[N]) =>
  act(() => void openModal<ModalName>(name, props));

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the English words of games', () => {
  it('are the domain’s: rule messages, genres, platforms and login methods', async () => {
    await loadAllMessages();
    const en = i18next.getFixedT('en');
    for (const [message, { key, values }] of Object.entries(GAME_RULE_KEYS))
      expect(en(key as never, values as never)).toBe(message);
    expect(en('games.rules.tooLong' as never, { max: 128 } as never)).toBe(GAME_USERNAME_MESSAGES.tooLong);
    for (const [id, label] of Object.entries(GAME_GENRE_LABELS))
      expect(en(`games.genres.${id}` as never)).toBe(label);
    for (const [id, label] of Object.entries(PLATFORM_LABELS))
      expect(en(`games.platforms.${id}` as never)).toBe(label);
    for (const [id, label] of Object.entries(GAME_LOGIN_METHOD_LABELS))
      expect(en(`games.loginMethods.${id}` as never)).toBe(label);
  });
});

describe('the add modal', () => {
  // Per login method: a value its rule refuses, in the rule's words, and one it takes.
  const CASES: [GameLoginMethod, string, string, string][] = [
    ['user_name', 'Your user name', 'pro gamer', 'Spaces are not allowed in the username'],
    ['in_game_email', 'Your in-game email', 'asha@', 'Please enter valid email'],
    ['in_game_wallet', 'Your in-game wallet', '0x123', 'Please enter valid wallet address'],
    ['in_game_user_id', 'Your in-game user id', 'id 7', 'Spaces are not allowed'],
    ['metamask_wallet', 'Your Metamask wallet', 'nope', 'Please enter valid wallet address'],
    ['solana_wallet', 'Your Solana wallet', ADDRESS, 'Please enter valid wallet address'],
    ['steam_id', 'Your Steam id', '7656119798464808', 'Please enter valid Steam id'],
  ];

  it.each(CASES)(
    'checks a %s as it is typed, and sends nothing the rule refuses',
    async (method, label, bad, message) => {
      const game = makeGame({ loginMethod: method, name: 'Rule Game' });
      const { requests } = server([game]);
      await signedIn();
      open(GAME_USERNAME_MODALS.add, { gameId: game.id, game });
      const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
      const field = within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(document.activeElement).toBe(field);
      fireEvent.change(field, { target: { value: bad } });
      expect(within(dialog).getByText(message)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(requests(`/api/game-usernames/${game.id}`)).toEqual([]);
    },
  );

  it('reads the game when given only its id, saves the value trimmed and tells the opener', async () => {
    const game = makeGame({ name: 'Frontline Ops', loginMethod: 'steam_id' });
    const { requests } = server([game]);
    await signedIn();
    const onSaved = vi.fn();
    open(GAME_USERNAME_MODALS.add, { gameId: game.id, onSaved });
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
    await within(dialog).findByText(
      `${isolate('Frontline Ops')} knows you by your Steam id. Link it so your progress in the game counts here.`,
    );
    fireEvent.change(within(dialog).getByLabelText('Your Steam id'), {
      target: { value: ' [U:1:24691357] ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ gameId: game.id, value: '[U:1:24691357]' });
    expect(requests(`/api/game-usernames/${game.id}`).at(-1)!.body).toEqual({ value: '[U:1:24691357]' });
    expect(screen.queryByRole('dialog', { name: 'Add game username' })).toBeNull();
  });

  it('says so when another user linked the same account, and keeps the modal open', async () => {
    const game = makeGame({ loginMethod: 'in_game_email' });
    const { api } = server([game]);
    api.fail('put');
    await signedIn();
    open(GAME_USERNAME_MODALS.add, { gameId: game.id, game });
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Your in-game email'), {
      target: { value: 'asha@example.in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This game account is already linked to another user'),
    ).toBeTruthy();
  });

  it('shows the api’s rule in the reader’s words (an address with a wrong checksum)', async () => {
    const game = makeGame({ loginMethod: 'metamask_wallet' });
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      [`PUT /api/game-usernames/${game.id}`]: () =>
        failure(400, 'VALIDATION_FAILED', 'Please enter valid wallet address'),
    });
    await signedIn();
    open(GAME_USERNAME_MODALS.add, { gameId: game.id, game });
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Your Metamask wallet'), {
      target: { value: ADDRESS.replace('E7', 'e7') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter valid wallet address')).toBeTruthy();
  });

  it('says when the game does not exist', async () => {
    stubServer({
      '/api/users/me/profile': () => ok(PROFILE),
      '/api/game/00000000-0000-4000-8000-000000000999': () =>
        failure(404, 'GAME_NOT_FOUND', 'This game does not exist'),
    });
    await signedIn();
    open(GAME_USERNAME_MODALS.add, { gameId: '00000000-0000-4000-8000-000000000999' });
    const dialog = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This game does not exist');
  });
});

describe('the edit modal', () => {
  it('changes the username, starting from the one linked', async () => {
    const game = makeGame({ name: 'Dark Throne', loginMethod: 'in_game_user_id' });
    const { requests } = server([game], [makeUsername(game, 'throne_7')]);
    await signedIn();
    const onSaved = vi.fn();
    open(GAME_USERNAME_MODALS.edit, { gameId: game.id, onSaved });
    const dialog = await screen.findByRole('dialog', { name: 'Edit game username' }, SLOW);
    const field = (await within(dialog).findByLabelText('Your in-game user id')) as HTMLInputElement;
    expect(field.value).toBe('throne_7');
    fireEvent.change(field, { target: { value: 'throne_8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests(`/api/game-usernames/${game.id}`).at(-1)).toMatchObject({
      method: 'PUT',
      body: { value: 'throne_8' },
    });
  });

  it('removes the username after the user confirms', async () => {
    const game = makeGame({ name: 'Dark Throne' });
    const username = makeUsername(game, 'throne_7');
    const { requests, api } = server([game], [username]);
    await signedIn();
    const onDeleted = vi.fn();
    open(GAME_USERNAME_MODALS.edit, { gameId: game.id, username, onDeleted });
    const dialog = await screen.findByRole('dialog', { name: 'Edit game username' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const question = within(dialog).getByRole('group', {
      name: `Remove this username from ${isolate('Dark Throne')}?`,
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(requests(`/api/game-usernames/${game.id}`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(game.id));
    expect(requests(`/api/game-usernames/${game.id}`).map((r) => r.method)).toEqual(['DELETE']);
    expect(api.usernames).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Edit game username' })).toBeNull();
  });

  it('asks for a new value when the game changed its login method', async () => {
    const game = makeGame({ name: 'Switcher', loginMethod: 'in_game_email' });
    const old = makeUsername(game, 'old_name', { loginMethod: 'user_name' });
    server([game], [old]);
    await signedIn();
    open(GAME_USERNAME_MODALS.edit, { gameId: game.id, username: old });
    const dialog = await screen.findByRole('dialog', { name: 'Edit game username' }, SLOW);
    expect(
      within(dialog).getByText(
        `${isolate('Switcher')} now asks for your in-game email. Update your username to keep playing.`,
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Your in-game email') as HTMLInputElement).value).toBe('');
  });
});

describe('the select modal', () => {
  it('offers the linked username to play as, and gives it to the opener', async () => {
    const game = makeGame({ name: 'Colexion', loginMethod: 'user_name' });
    server([game], [makeUsername(game, 'card_king')]);
    await signedIn();
    const onSelect = vi.fn();
    open(GAME_USERNAME_MODALS.select, { gameId: game.id, onSelect });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your game username' }, SLOW);
    expect(await within(dialog).findByText('card_king')).toBeTruthy();
    expect(within(dialog).getByText(`Play ${isolate('Colexion')} as`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'card_king' }));
    expect(screen.queryByRole('dialog', { name: 'Choose your game username' })).toBeNull();
  });

  it('adds a username on the way when none is linked, then offers it', async () => {
    const game = makeGame({ name: 'Pixel Farm', loginMethod: 'in_game_wallet' });
    server([game]);
    await signedIn();
    const onSelect = vi.fn();
    open(GAME_USERNAME_MODALS.select, { gameId: game.id, onSelect });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your game username' }, SLOW);
    expect(
      await within(dialog).findByText(`You have not linked a username for ${isolate('Pixel Farm')} yet.`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add username' }));
    const add = await screen.findByRole('dialog', { name: 'Add game username' }, SLOW);
    fireEvent.change(within(add).getByLabelText('Your in-game wallet'), { target: { value: ADDRESS } });
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add game username' })).toBeNull());
    expect(await within(dialog).findByText(ADDRESS)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: ADDRESS }));
  });

  it('says when the username could not be read, and tries again', async () => {
    const game = makeGame({ name: 'Flaky' });
    const { api } = server([game], [makeUsername(game, 'steady')]);
    api.fail('usernames');
    await signedIn();
    open(GAME_USERNAME_MODALS.select, { gameId: game.id, game });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your game username' }, SLOW);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('steady')).toBeTruthy();
  });
});
