import { describe, expect, it } from 'vitest';
import { availableAccounts } from './available-accounts';

describe('the accounts a user can connect here', () => {
  it('are Steam and a wallet with nothing configured', () => {
    expect([...availableAccounts({})]).toEqual(['wallet', 'steam']);
  });

  it('add each provider once its credentials are set (both halves of a pair)', () => {
    const accounts = availableAccounts({
      X_CLIENT_ID: 'x',
      X_CLIENT_SECRET: 'y',
      DISCORD_CLIENT_ID: 'd',
      GOOGLE_CLIENT_ID: 'g',
      TELEGRAM_BOT_TOKEN: '1:t',
    });
    expect([...accounts].sort()).toEqual(['google', 'steam', 'telegram', 'twitter', 'wallet']);
  });
});
