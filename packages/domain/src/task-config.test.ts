import { describe, expect, it } from 'vitest';
import { TASK_CONFIG_SCHEMAS, TASK_SUBMISSION_KIND } from './task-config';
import { TASK_TYPES } from './tasks';

describe('task settings', () => {
  it('has a schema for each of the 26 task types and no other', () => {
    expect(Object.keys(TASK_CONFIG_SCHEMAS).sort()).toEqual([...TASK_TYPES].sort());
    for (const type of Object.keys(TASK_SUBMISSION_KIND)) expect(TASK_TYPES).toContain(type);
  });

  it('accepts what an operator sets and refuses what no check could use', () => {
    expect(TASK_CONFIG_SCHEMAS.twitter_follow.parse({ handle: '@kplay_gg' })).toEqual({ handle: 'kplay_gg' });
    expect(TASK_CONFIG_SCHEMAS.twitter_follow.safeParse({ handle: 'not a handle' }).success).toBe(false);
    expect(
      TASK_CONFIG_SCHEMAS.hold_web3_token.safeParse({
        chainId: 31337,
        tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'KPT',
        decimals: 18,
        minBalance: '1000000000000000000',
      }).success,
    ).toBe(true);
    // Amounts are whole base units in a string, never a float.
    expect(
      TASK_CONFIG_SCHEMAS.hold_web3_token.safeParse({
        chainId: 31337,
        tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'KPT',
        decimals: 18,
        minBalance: '1.5',
      }).success,
    ).toBe(false);
    expect(
      TASK_CONFIG_SCHEMAS.join_telegram_channel.safeParse({
        chatId: '@kplay_news',
        inviteUrl: 'https://t.me/kplay_news',
      }).success,
    ).toBe(true);
    expect(
      TASK_CONFIG_SCHEMAS.join_telegram_channel.safeParse({
        chatId: 'kplay',
        inviteUrl: 'https://t.me/kplay',
      }).success,
    ).toBe(false);
    expect(TASK_CONFIG_SCHEMAS.link_twitter.safeParse({ extra: 1 }).success).toBe(false);
  });
});
