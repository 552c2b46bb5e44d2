import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { socialRedirectOrigins } from './social.setup';

describe('social settings', () => {
  it('defaults to the real services and refuses plain http away from this machine', () => {
    const config = loadConfig({});
    expect(config.DISCORD_API_URL).toBe('https://discord.com/api');
    expect(config.STEAM_OPENID_URL).toBe('https://steamcommunity.com/openid/login');
    expect(config.TELEGRAM_LOGIN_URL).toBe('https://oauth.telegram.org/auth');
    expect(loadConfig({ TELEGRAM_LOGIN_URL: 'http://127.0.0.1:9999/auth' }).TELEGRAM_LOGIN_URL).toBe(
      'http://127.0.0.1:9999/auth',
    );
    expect(loadConfig({ DISCORD_API_URL: 'http://127.0.0.1:9999/api/' }).DISCORD_API_URL).toBe(
      'http://127.0.0.1:9999/api',
    );
    expect(() => loadConfig({ STEAM_OPENID_URL: 'http://steam.example/openid/login' })).toThrow(
      /STEAM_OPENID_URL/,
    );
  });

  it('needs the Discord client id and secret together', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: '123' })).toThrow(
      /DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET/,
    );
  });

  it("sends browsers back only to this installation's origin", () => {
    expect(socialRedirectOrigins({ PUBLIC_URL: 'https://kplay.example/app', PORT: 3000 })).toEqual([
      'https://kplay.example',
    ]);
    expect(socialRedirectOrigins({ PUBLIC_URL: undefined, PORT: 3000 })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });
});
