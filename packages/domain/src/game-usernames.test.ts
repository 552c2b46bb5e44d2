import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_USERNAME_MAX_LENGTH,
  gameUsernameIdentity,
  gameUsernameProblem,
  gameUsernameSchema,
  isEvmGameLoginMethod,
  toSteamId64,
} from './game-usernames';
import { GAME_LOGIN_METHODS, type GameLoginMethod } from './games';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

// Each login method: values it takes, and values it refuses with the message it gives.
const CASES: Record<GameLoginMethod, { valid: string[]; invalid: [string, string][] }> = {
  user_name: {
    valid: ['pro_gamer', 'Ash', 'ninja.99', 'खिलाड़ी'],
    invalid: [
      ['pro gamer', 'Spaces are not allowed in the username'],
      ['tab\there', 'Spaces are not allowed in the username'],
      ['', 'Please enter value'],
    ],
  },
  in_game_email: {
    valid: ['asha@example.in', 'Player.One+game@mail.example.com'],
    invalid: [
      ['asha', 'Please enter valid email'],
      ['asha@', 'Please enter valid email'],
      ['a sha@example.in', 'Please enter valid email'],
    ],
  },
  in_game_wallet: {
    valid: [ADDRESS, ADDRESS.toLowerCase()],
    invalid: [
      ['0x123', 'Please enter valid wallet address'],
      [ADDRESS.slice(2), 'Please enter valid wallet address'],
      [`${ADDRESS.slice(0, -1)}G`, 'Please enter valid wallet address'],
    ],
  },
  in_game_user_id: {
    valid: ['100234', 'user-7f3a'],
    invalid: [
      ['id 7', 'Spaces are not allowed'],
      ['', 'Please enter value'],
    ],
  },
  metamask_wallet: {
    valid: [ADDRESS],
    invalid: [
      [SOLANA, 'Please enter valid wallet address'],
      [`${ADDRESS}00`, 'Please enter valid wallet address'],
    ],
  },
  solana_wallet: {
    valid: [SOLANA, '11111111111111111111111111111111'],
    invalid: [
      [ADDRESS, 'Please enter valid wallet address'],
      ['1'.repeat(31), 'Please enter valid wallet address'],
      [`${SOLANA.slice(0, -1)}0`, 'Please enter valid wallet address'],
    ],
  },
  steam_id: {
    valid: ['76561197984648085', 'STEAM_0:1:12345678', '[U:1:24691357]'],
    invalid: [
      ['7656119798464808', 'Please enter valid Steam id'],
      ['STEAM_0:2:1', 'Please enter valid Steam id'],
      ['[U:2:1]', 'Please enter valid Steam id'],
      ['https://steamcommunity.com/id/x', 'Please enter valid Steam id'],
    ],
  },
};

describe('game usernames', () => {
  it.each(GAME_LOGIN_METHODS.map((m) => [m] as const))('checks a %s by its rule', (method) => {
    for (const value of CASES[method].valid) expect(gameUsernameProblem(method, value), value).toBeNull();
    for (const [value, message] of CASES[method].invalid)
      expect(gameUsernameProblem(method, value), value).toBe(message);
  });

  it('drops surrounding spaces, and caps the length', () => {
    expect(gameUsernameSchema('user_name').parse('  pro_gamer \n')).toBe('pro_gamer');
    expect(gameUsernameProblem('metamask_wallet', ` ${ADDRESS} `)).toBeNull();
    expect(gameUsernameProblem('in_game_user_id', 'x'.repeat(GAME_USERNAME_MAX_LENGTH))).toBeNull();
    expect(gameUsernameProblem('in_game_user_id', 'x'.repeat(GAME_USERNAME_MAX_LENGTH + 1))).toBe(
      `At most ${GAME_USERNAME_MAX_LENGTH} characters`,
    );
  });

  it('names the EVM methods', () => {
    expect(GAME_LOGIN_METHODS.filter(isEvmGameLoginMethod)).toEqual(['in_game_wallet', 'metamask_wallet']);
  });

  it('reads the three forms of one Steam account as one SteamID64', () => {
    // STEAM_0:1:12345678 → account 24691357 → 76561197960265728 + 24691357.
    expect(toSteamId64('STEAM_0:1:12345678')).toBe('76561197984957085');
    expect(toSteamId64('STEAM_1:1:12345678')).toBe('76561197984957085');
    expect(toSteamId64('[U:1:24691357]')).toBe('76561197984957085');
    expect(toSteamId64('76561197984957085')).toBe('76561197984957085');
    expect(gameUsernameIdentity('steam_id', '[U:1:24691357]')).toBe(
      gameUsernameIdentity('steam_id', 'STEAM_0:1:12345678'),
    );
  });

  it('compares emails, EVM addresses and user names without case; user ids and Solana as typed', () => {
    expect(gameUsernameIdentity('in_game_email', ' Asha@Example.IN ')).toBe('asha@example.in');
    expect(gameUsernameIdentity('metamask_wallet', ADDRESS)).toBe(ADDRESS.toLowerCase());
    expect(gameUsernameIdentity('in_game_wallet', ADDRESS)).toBe(ADDRESS.toLowerCase());
    expect(gameUsernameIdentity('user_name', 'ProGamer')).toBe('progamer');
    expect(gameUsernameIdentity('in_game_user_id', 'AbC')).toBe('AbC');
    expect(gameUsernameIdentity('solana_wallet', SOLANA)).toBe(SOLANA);
  });

  it('gives every valid Steam id of an account the same identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0, 1), (z, y) => {
        const account = z * 2 + y;
        const forms = [`STEAM_0:${y}:${z}`, `STEAM_1:${y}:${z}`, `[U:1:${account}]`];
        const ids = forms.map((f) => gameUsernameIdentity('steam_id', f));
        expect(new Set(ids).size).toBe(1);
        expect(ids[0]).toMatch(/^\d{17}$/);
        expect(gameUsernameProblem('steam_id', ids[0]!)).toBeNull();
      }),
    );
  });
});
