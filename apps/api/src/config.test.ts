import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in .data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, dbKind: 'pglite', SEED_DEMO_DATA: true });
    expect(config.dataDir).toBe(path.resolve('.data'));
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).dbKind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ dbKind: 'pglite', PORT: 3000 });
  });

  it('names the reward token as the operator says, refusing a code another currency has', () => {
    expect(loadConfig({})).toMatchObject({ REWARD_TOKEN_CODE: 'KRT', REWARD_TOKEN_NAME: 'K-Reward Token' });
    expect(loadConfig({ REWARD_TOKEN_CODE: 'GEMS', REWARD_TOKEN_NAME: 'Gems' })).toMatchObject({
      REWARD_TOKEN_CODE: 'GEMS',
      REWARD_TOKEN_NAME: 'Gems',
    });
    expect(() => loadConfig({ REWARD_TOKEN_CODE: 'KCASH' })).toThrow(/REWARD_TOKEN_CODE/);
    expect(() => loadConfig({ REWARD_TOKEN_CODE: 'krt' })).toThrow(/REWARD_TOKEN_CODE/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });

  it('reads WALLET_ENCRYPTION_KEY as 32 bytes of hex or base64, and refuses anything else without echoing it', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    for (const written of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64').replace(/=$/, ''),
      key.toString('base64url'),
    ])
      expect(loadConfig({ WALLET_ENCRYPTION_KEY: written }).WALLET_ENCRYPTION_KEY, written).toEqual(key);
    expect(loadConfig({}).WALLET_ENCRYPTION_KEY).toBeUndefined();
    for (const wrong of [
      'secret-wallet-key',
      key.toString('hex').slice(2),
      base64OfLength(31),
      base64OfLength(48),
    ]) {
      let message = '';
      try {
        loadConfig({ WALLET_ENCRYPTION_KEY: wrong });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, wrong).toMatch(
        /WALLET_ENCRYPTION_KEY: must be 32 bytes as 64 hex characters or base64/,
      );
      expect(message).not.toContain(wrong);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a number of proxies, or their addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    // A number counts hops now: `1` no longer means "trust every hop".
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    for (const wrong of ['maybe', '10.0.0.0/33', '10.0.0', '11', 'lb.internal', ','])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('still takes true outside production (platform/production-safety refuses it in production)', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
  });

  it('hands Fastify a hop count as a function, since Fastify 5 ignores a bare number', () => {
    const trust = trustProxyOption(1);
    expect(typeof trust).toBe('function');
    const hop = trust as (address: string, hop: number) => boolean;
    expect([hop('10.0.0.2', 0), hop('203.0.113.7', 1), hop('198.51.100.1', 2)]).toEqual([true, false, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

function base64OfLength(bytes: number) {
  return Buffer.from(Array.from({ length: bytes }, (_, i) => i)).toString('base64');
}
