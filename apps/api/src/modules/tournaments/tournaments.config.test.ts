import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES', () => {
  it('blocks India by default, reads a list, and none blocks nowhere', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES).toEqual(['IN']);
    expect(
      loadConfig({ NODE_ENV: 'test', TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES: 'in, NP' })
        .TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES,
    ).toEqual(['IN', 'NP']);
    expect(
      loadConfig({ NODE_ENV: 'test', TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES: 'none' })
        .TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES,
    ).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES: 'India' })).toThrow(
      /TOURNAMENT_PAID_ENTRY_BLOCKED_COUNTRIES/,
    );
  });
});
